export * from './conversation-pages.js';
export * from './message-text.js';
export * from './messaging-api-types.js';
export * from './messaging-constants.js';
export * from './messaging-messages.js';
