export * from './audit-api-types.js';
export * from './prospect-history-pages.js';
