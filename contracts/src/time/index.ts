export * from './relative-time.js';
