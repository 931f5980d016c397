export * from './activity-score.js';
export * from './invitation-api-types.js';
export * from './invitation-groups.js';
export * from './invitation-messages.js';
export * from './invitation-page.js';
export * from './invitation-slug.js';
export * from './invitation-pages.js';
export * from './invitation-share-card.js';
