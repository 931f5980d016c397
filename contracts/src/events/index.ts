export * from './identity-events.js';
export * from './operator-events.js';
export * from './company-events.js';
export * from './profile-company-events.js';
