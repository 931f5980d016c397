import type { BountyEntryState, BountyKind } from '../bounties/bounty-ledger.js';
import { prospectHistoryQueryKey, prospectStateQueryKey } from '../audit/audit-api-types.js';
import { prospectHistoryPagesQueryKey } from '../audit/prospect-history-pages.js';
import { type QueryKey, queryKey } from '../query-keys.js';
import type { DisputeOutcome, DisputeParty, DisputeReason, DisputeStatus } from './dispute-rules.js';

/** One dispute as its parties and auditors read it; amounts are the spec's decimal strings. */
export interface DisputeView {
  id: string;
  prospectId: string;
  kind: BountyKind;
  reason: DisputeReason;
  evidence: string;
  links: string[];
  openedBy: DisputeParty;
  openedByName: string | null;
  openedAt: string;
  /** The entry when the dispute was opened. */
  entryAtOpening: { state: BountyEntryState; amount: string; paid: string };
  status: DisputeStatus;
  response: {
    respondedBy: DisputeParty;
    responderName: string | null;
    response: string;
    links: string[];
    respondedAt: string;
  } | null;
  resolution: {
    outcome: DisputeOutcome;
    note: string;
    correctedAmount: string | null;
    resolverName: string | null;
    resolvedAt: string;
  } | null;
}

/** A ledger entry of the prospect and whether the reader may open a dispute on it now. */
export interface DisputableLedgerEntry {
  kind: BountyKind;
  state: BountyEntryState;
  amount: string;
  paid: string;
  /** Paid entries: the end of the dispute window. */
  windowClosesAt: string | null;
  /** Why no dispute can be opened on it now; null when one can. */
  refusal: string | null;
}

/** GET /api/prospects/{id}/disputes: the prospect's disputes and what can be disputed. */
export interface ProspectDisputesAnswer {
  prospectId: string;
  /** The reader's side of the prospect, or auditor. */
  viewerRole: DisputeParty | 'auditor';
  disputes: DisputeView[];
  entries: DisputableLedgerEntry[];
}

/** POST /api/prospects/{id}/disputes. */
export interface OpenDisputeRequest {
  kind: BountyKind;
  reason: DisputeReason;
  evidence: string;
  links?: string[];
}

export interface OpenDisputeAnswer {
  disputeId: string;
  position: string;
}

/** POST /api/prospects/{id}/disputes/{disputeId}/response. */
export interface DisputeResponseRequest {
  response: string;
  links?: string[];
}

/** POST /api/prospects/{id}/disputes/{disputeId}/resolution (auditors); correctedAmount in dollars. */
export interface DisputeResolutionRequest {
  outcome: DisputeOutcome;
  note: string;
  correctedAmount?: number;
}

/** GET /api/disputes?status=: a row of the auditor's queue, or of a party's own disputes. */
export interface DisputeListItem {
  id: string;
  prospectId: string;
  prospectName: string | null;
  kind: BountyKind;
  reason: DisputeReason;
  status: DisputeStatus;
  openedBy: DisputeParty;
  openedAt: string;
  operatorName: string | null;
  networkerName: string | null;
  amount: string;
  outcome: DisputeOutcome | null;
}

export const DISPUTE_LIST_FILTERS = ['open', 'resolved', 'all'] as const;
export type DisputeListFilter = (typeof DISPUTE_LIST_FILTERS)[number];

export const prospectDisputesQueryKey = (prospectId: string) =>
  queryKey('GET /api/prospects/:id/disputes', { params: { id: prospectId } });
export const disputeListQueryKey = (filter: DisputeListFilter) =>
  queryKey('GET /api/disputes', { key: [filter] });
/** Every filter's list of disputes: the prefix of each `[path, filter]` key. */
export const disputeListsQueryKey = () => queryKey('GET /api/disputes');

/** What a dispute step changes on screen: the lists of disputes, the prospect's disputes, its history and state. */
export const disputeQueryKeys = (prospectId: string): QueryKey[] => [
  disputeListsQueryKey(),
  prospectDisputesQueryKey(prospectId),
  prospectHistoryQueryKey(prospectId),
  prospectHistoryPagesQueryKey(prospectId),
  // Every moment of the state card: the prefix of each `[path, at]` key.
  prospectStateQueryKey(prospectId),
];
