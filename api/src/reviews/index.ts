// What other contexts use of reviews: a party's reputation.
export * from './review-lists/reputation.js';
