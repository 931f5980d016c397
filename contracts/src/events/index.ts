export * from './identity-events.js';
export * from './operator-events.js';
export * from './company-events.js';
export * from './profile-company-events.js';
export * from './invitation-events.js';
export * from './prospect-events.js';
export * from './invitation-question-events.js';
export * from './messaging-events.js';
