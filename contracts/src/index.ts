export * from './auth/index.js';
export * from './event-store/index.js';
export * from './events/index.js';
export * from './http.js';
export * from './jobs.js';
export * from './messages.js';
export * from './query-keys.js';
export * from './socket.js';
