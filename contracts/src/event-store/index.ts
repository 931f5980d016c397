export * from './errors.js';
export * from './event.js';
export * from './port.js';
export * from './position.js';
