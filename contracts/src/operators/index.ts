export * from './operator-profile.js';
