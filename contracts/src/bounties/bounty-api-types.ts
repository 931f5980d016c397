import type { ProspectStatus } from '../prospects/prospect-status.js';
import { queryKey } from '../query-keys.js';
import type { BountyEntryState, BountyKind, PayoutMethod } from './bounty-ledger.js';
import type { TermsFields } from './bounty-terms.js';

/** One amount of the ledger as either side sees it (amounts are decimal strings, e.g. "250.00"). */
export interface BountyLedgerEntry {
  prospectId: string;
  prospectName: string;
  prospectStatus: ProspectStatus | null;
  invitationId: string;
  operatorId: string;
  operatorName: string | null;
  networkerUserId: string;
  networkerName: string | null;
  kind: BountyKind;
  state: BountyEntryState;
  amount: string;
  /** Paid so far: the amount once paid, less or more after an auditor corrected the amount. */
  paid: string;
  /** The amount before an auditor's dispute resolution corrected it; null if never corrected. */
  adjustedFrom: string | null;
  /** Won deals only: the deal's value the revenue share was computed from. */
  dealValue: string | null;
  /** The terms the prospect's approval froze (ADR 0022), in the invitation's fields. */
  terms: TermsFields;
  earnedAt: string | null;
  approvedAt: string | null;
  /** When an approved amount must be paid by, under the terms. */
  dueBy: string | null;
  paidAt: string | null;
  paymentMethod: PayoutMethod | null;
  paymentReference: string | null;
  /** Why it is not yet payable, or when and how it was paid. */
  explanation: string;
}

export interface BountyLedgerTotals {
  /** Everything earned, paid or not: the networker's total earnings. */
  earned: string;
  awaitingApproval: string;
  approved: string;
  paid: string;
  /** Earned and not yet paid: what the operator owes. */
  outstanding: string;
  /** Promised by frozen terms, not yet earned. */
  upcoming: string;
}

/** GET /api/networker/bounty-ledger and GET /api/operator/bounty-ledger. */
export interface BountyLedgerAnswer {
  entries: BountyLedgerEntry[];
  totals: BountyLedgerTotals;
}

/** POST /api/prospects/{id}/won-deal: the deal's value in dollars. */
export interface WonDealRequest {
  dealValue: number;
}

/** POST /api/prospects/{id}/bounties/{kind}/payment. */
export interface BountyPaymentRequest {
  method: PayoutMethod;
  reference: string;
}

/** Query keys of the two ledgers (first element: the API path that fetches them). */
export const networkerBountyLedgerQueryKey = () => queryKey('GET /api/networker/bounty-ledger');
export const operatorBountyLedgerQueryKey = () => queryKey('GET /api/operator/bounty-ledger');
