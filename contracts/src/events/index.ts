export * from './identity-events.js';
export * from './operator-events.js';
