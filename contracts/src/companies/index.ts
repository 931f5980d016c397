export * from './company-input.js';
export * from './logo-domain.js';
export * from './company-api-types.js';
export * from './profile-company-messages.js';
