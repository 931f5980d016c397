export * from './invitation-questions.js';
export * from './notification-api-types.js';
export * from './notification-link.js';
