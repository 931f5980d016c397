export * from './dispute-api-types.js';
export * from './dispute-messages.js';
export * from './dispute-rules.js';
