// What other contexts use of invitations: the invitation aggregate.
export * from './domain/invitation.js';
export * from './domain/invitation-commands.js';
export * from './domain/invitation-state.js';
export { bountyTerms } from './invitation-bounties.js';
export type { BountiesDto } from './invitations.dto.js';
