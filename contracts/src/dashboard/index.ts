export * from './dashboard-api-types.js';
