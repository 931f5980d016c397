import type { BountyKind, PayoutMethod } from '../bounties/bounty-ledger.js';
import type { Money } from '../money.js';
import type { InvitationBountyTerms } from './invitation-events.js';

/** Bounty facts live on the prospect's stream (`prospect-{id}`), beside its status changes. */
export const BOUNTY_EVENT_TYPES = {
  bountyTermsFixed: 'ProspectBountyTermsFixed',
  dealWon: 'ProspectDealWon',
  bountyEarned: 'BountyEarned',
  bountyApproved: 'BountyApproved',
  bountyPaid: 'BountyPaid',
  bountyAdjusted: 'BountyAdjusted',
} as const;

/** Who a bounty fact concerns: every one carries them, so each read model needs no lookup. */
export interface BountyParties {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
}

/**
 * The terms in force when the prospect was approved, copied from its invitation (and the
 * operator's revenue share): a later change of the invitation's bounties does not touch them.
 */
export interface BountyTermsFixedData extends BountyParties {
  terms: InvitationBountyTerms;
  revenueSharePercent: number;
  /** Absent in events written before ADR 0022: 12 months (DEFAULT_REVENUE_SHARE_MONTHS). */
  revenueShareMonths?: number;
}

/** The operator recorded that the prospect became a customer, with the deal's value. */
export interface DealWonData extends BountyParties {
  dealValue: Money;
}

/** A bounty became owed to the networker (one per kind and prospect). */
export interface BountyEarnedData extends BountyParties {
  kind: BountyKind;
  amount: Money;
}

/** The operator agreed the earned bounty is due. */
export interface BountyApprovedData extends BountyParties {
  kind: BountyKind;
}

/** The operator paid the bounty, and says how. */
export interface BountyPaidData extends BountyParties {
  kind: BountyKind;
  amount: Money;
  method: PayoutMethod;
  reference: string;
}

/**
 * An auditor's dispute resolution corrected the entry's amount (appended with the DisputeResolved).
 * What was paid stays paid; the state says whether more is now owed (approved) or not (paid).
 */
export interface BountyAdjustedData extends BountyParties {
  kind: BountyKind;
  disputeId: string;
  amount: Money;
  previousAmountCents: number | null;
  state: 'approved' | 'paid';
}
