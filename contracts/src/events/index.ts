export * from './identity-events.js';
