import type { BountyEntryState, BountyKind } from '../bounties/bounty-ledger.js';
import type { DisputeOutcome, DisputeParty, DisputeReason } from '../disputes/dispute-rules.js';
import type { Money } from '../money.js';
import type { BountyParties } from './bounty-events.js';

/**
 * A dispute lives on the prospect's stream (`prospect-{id}`) beside the ledger entry it is about, so
 * one expected revision orders it with the payments it questions and the adjustment that settles it.
 */
export const DISPUTE_EVENT_TYPES = {
  disputeOpened: 'DisputeOpened',
  disputeResponded: 'DisputeResponded',
  disputeResolved: 'DisputeResolved',
} as const;

/** Every dispute fact names the dispute, the ledger entry (prospect and kind) and both parties. */
export interface DisputeFact extends BountyParties {
  disputeId: string;
  kind: BountyKind;
}

/** One party questions a ledger entry; the entry as it stood then is kept with the claim. */
export interface DisputeOpenedData extends DisputeFact {
  openedBy: DisputeParty;
  reason: DisputeReason;
  evidence: string;
  links: string[];
  entry: { state: BountyEntryState; amountCents: number; paidCents: number };
}

/** The other party answers, with its own account and links. */
export interface DisputeRespondedData extends DisputeFact {
  respondedBy: DisputeParty;
  response: string;
  links: string[];
}

/** An auditor decides. An adjusted outcome carries the entry's corrected amount (and a BountyAdjusted follows). */
export interface DisputeResolvedData extends DisputeFact {
  outcome: DisputeOutcome;
  note: string;
  correctedAmount: Money | null;
}
