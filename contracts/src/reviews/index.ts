export * from './review-api-types.js';
export * from './review-messages.js';
export * from './review-rules.js';
