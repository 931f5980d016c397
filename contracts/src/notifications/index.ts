export * from './invitation-questions.js';
export * from './notification-api-types.js';
export * from './notification-link.js';
export * from './notification-pages.js';
