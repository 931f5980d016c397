export * from './company-input.js';
export * from './logo-domain.js';
