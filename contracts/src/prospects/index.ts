export * from './prospect-api-types.js';
export * from './prospect-messages.js';
export * from './prospect-status.js';
export * from './prospect-pipeline.js';
export * from './contact-ownership.js';
export * from './prospect-lists-api-types.js';
export * from './prospect-lists-messages.js';
export * from './contacts-submission.js';
