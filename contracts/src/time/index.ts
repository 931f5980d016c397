export * from './relative-time.js';
export * from './time-zone.js';
