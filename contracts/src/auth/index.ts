export * from './api-types.js';
export * from './constants.js';
export * from './messages.js';
export * from './names.js';
export * from './passkey-api-types.js';
export * from './passkey-domain.js';
export * from './password-strength.js';
export * from './roles.js';
