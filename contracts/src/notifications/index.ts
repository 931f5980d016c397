export * from './invitation-questions.js';
export * from './notification-api-types.js';
