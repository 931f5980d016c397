import type { BountyEntryState } from '../bounties/bounty-ledger.js';
import { LEGAL_TERMS } from '../legal/legal-terms.js';

/**
 * Disputes over the bounty ledger (issue 8, legal terms "Billing disputes"). Either party of a
 * prospect opens one on a ledger entry, the other party responds, an auditor resolves it.
 */
export const DISPUTE_REASONS = [
  'bounty_not_paid',
  'wrong_amount',
  'status_reverted_or_not_advanced',
  'meeting_no_show',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  bounty_not_paid: 'Bounty not paid',
  wrong_amount: 'Wrong amount',
  status_reverted_or_not_advanced: 'Status reverted or not advanced',
  meeting_no_show: 'Meeting no-show',
  other: 'Other',
};

export const DISPUTE_OUTCOMES = ['upheld', 'rejected', 'adjusted'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  upheld: 'Upheld',
  rejected: 'Rejected',
  adjusted: 'Adjusted',
};

export type DisputeParty = 'operator' | 'networker';
export type DisputeStatus = 'open' | 'responded' | 'resolved';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Waiting for a response',
  responded: 'Waiting for an auditor',
  resolved: 'Resolved',
};

export const DISPUTE_TEXT_MAX_LENGTH = 2000;
export const DISPUTE_MAX_LINKS = 5;
export const DISPUTE_LINK_MAX_LENGTH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a paid entry can be disputed: the terms' dispute window after its (latest) payment. */
export function disputeWindowClosesAt(paidAt: string): Date {
  return new Date(Date.parse(paidAt) + LEGAL_TERMS.billingDisputeDays * DAY_MS);
}

/** A ledger entry as a dispute sees it; upcoming ones are promised by the frozen terms but not earned. */
export interface DisputableEntry {
  state: BountyEntryState;
  amountCents: number;
  paidCents: number;
  /** When it was last paid; null while nothing was. */
  paidAt: string | null;
}

export type DisputeOpenRefusal = 'no_entry' | 'already_open' | 'window_closed';

/**
 * A dispute opens on an entry the ledger holds or the terms promise, one at a time per entry. The window
 * runs from the charge: a paid entry within the terms' 30 days of its payment; an unpaid one while it
 * stays unpaid, since nothing was charged yet.
 */
export function disputeOpenRefusal(
  entry: DisputableEntry | null,
  hasOpenDispute: boolean,
  now: Date,
): DisputeOpenRefusal | null {
  if (!entry) return 'no_entry';
  if (hasOpenDispute) return 'already_open';
  if (entry.state === 'paid' && entry.paidAt && now > disputeWindowClosesAt(entry.paidAt))
    return 'window_closed';
  return null;
}

export type DisputeStepRefusal = 'own_dispute' | 'already_responded' | 'already_resolved';

/** The party that did not open the dispute responds, once, while it is unresolved. */
export function responseRefusal(
  dispute: { openedBy: DisputeParty; status: DisputeStatus },
  responder: DisputeParty,
): DisputeStepRefusal | null {
  if (dispute.status === 'resolved') return 'already_resolved';
  if (dispute.openedBy === responder) return 'own_dispute';
  if (dispute.status === 'responded') return 'already_responded';
  return null;
}

/** An auditor resolves an unresolved dispute, with or without the other side's response. */
export function resolutionRefusal(dispute: { status: DisputeStatus }): DisputeStepRefusal | null {
  return dispute.status === 'resolved' ? 'already_resolved' : null;
}

/**
 * The entry after an auditor corrects its amount. What was already paid stays paid: if the corrected
 * amount is more, the rest is owed at once (approved, with the auditor's decision as the approval);
 * if it is the same or less, the entry counts as paid and any surplus shows as overpaid.
 */
export function adjustedEntryState(correctedCents: number, paidCents: number): 'approved' | 'paid' {
  return correctedCents > paidCents ? 'approved' : 'paid';
}
