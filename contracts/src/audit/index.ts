export * from './audit-api-types.js';
