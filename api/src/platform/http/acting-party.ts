import type { Request } from 'express';

/** The side of a prospect a caller acts on: the operator of its invitation, or its networker. */
export type ActingParty = 'operator' | 'networker';

/**
 * The caller's active role as a party. Routes using it admit only operators and networkers
 * (@SignedIn('operator', 'networker')); a session without a role acts as a networker, as the guard assumes.
 */
export const actingParty = (request: Request): ActingParty =>
  request.session.activeRole === 'operator' ? 'operator' : 'networker';

/** The read-model column (on prospects and bounty_ledger alike) that names each side. */
export const PARTY_COLUMN: Record<ActingParty, 'operator_id' | 'networker_user_id'> = {
  operator: 'operator_id',
  networker: 'networker_user_id',
};
