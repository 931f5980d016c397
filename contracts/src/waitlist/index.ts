export * from './waitlist-api-types.js';
export * from './waitlist-entry.js';
export * from './waitlist-messages.js';
