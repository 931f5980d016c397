export * from './bounty-api-types.js';
export * from './bounty-ledger.js';
export * from './bounty-messages.js';
export * from './bounty-terms.js';
