export * from './legal-sections.js';
export * from './legal-terms.js';
