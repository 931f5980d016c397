export * from './networker-journey-api-types.js';
export * from './networker-journey-constants.js';
export * from './networker-journey-messages.js';
export * from './networker-contact-pages.js';
export * from './quality-guidelines.js';
export * from './linkedin-urls.js';
export * from './tutorials.js';
