import {
  BOUNTY_KINDS,
  type BountyKind,
  type BountyTerms,
  type BountyTermsFixedData,
  type DisputableEntry,
  type DisputeParty,
  type DisputeStatus,
  type NewEventOf,
  isEventOf,
  PROSPECT_STREAM_EVENT_TYPES,
  type ProspectStatus,
  type ProspectStreamEventType,
  type RecommendedProspectDetails,
  type RecordedEvent,
  statusNeedsTerms,
  termsOfFixing,
} from '@referrals/contracts';

/** A prospect's stream (`prospect-{id}`) folded into what its commands decide on. */

export interface LedgerEntryState {
  state: 'earned' | 'approved' | 'paid';
  /** What the entry is worth: as earned, or as an auditor corrected it. */
  amountCents: number;
  /** Paid so far (a correction upwards leaves a balance to pay). */
  paidCents: number;
  /** When the last payment happened; the dispute window runs from it. */
  paidAt: string | null;
  /** The amount before an auditor's correction; null if never corrected. */
  adjustedFromCents: number | null;
}

export interface DisputeState {
  kind: BountyKind;
  openedBy: DisputeParty;
  status: DisputeStatus;
}

export interface ProspectState {
  operatorId: string | null;
  invitationId: string | null;
  /** Who submitted it, or answered the recommendation; null while a recommendation is pending. */
  networkerUserId: string | null;
  /** A recommendation's details as they stand (renames included); null for a submitted contact. */
  recommendation: RecommendedProspectDetails | null;
  /** The networker's answer to a recommendation: the first answer stands. */
  answer: 'pending' | 'approved' | 'rejected';
  removed: boolean;
  /** Null until the prospect enters the pipeline (a recommendation not yet approved, or rejected by the networker). */
  status: ProspectStatus | null;
  /** Frozen when the prospect is approved; null before. */
  terms: BountyTerms | null;
  /** Each earned bounty and where it stands, with its amount in cents. */
  ledger: Partial<Record<BountyKind, LedgerEntryState>>;
  dealWon: boolean;
  /** The prospect's disputes by id: which entry, who opened each and how far it got. */
  disputes: Record<string, DisputeState>;
  /** The last status change (not a same-status update), while it can still be corrected; null after a correction. */
  lastChange: { from: ProspectStatus; to: ProspectStatus; at: string } | null;
}

export const initialProspectState: ProspectState = {
  operatorId: null,
  invitationId: null,
  networkerUserId: null,
  recommendation: null,
  answer: 'pending',
  removed: false,
  status: null,
  terms: null,
  ledger: {},
  dealWon: false,
  disputes: {},
  lastChange: null,
};

export type ProspectEvent = NewEventOf<ProspectStreamEventType>;

/** The invitation's terms (its revenue share, or the operator's for invitations older than ADR 0022) now. */
export type TermsInForce = Pick<BountyTermsFixedData, 'terms' | 'revenueSharePercent' | 'revenueShareMonths'>;

function withEntry(state: ProspectState, kind: BountyKind, entry: LedgerEntryState): ProspectState {
  return { ...state, ledger: { ...state.ledger, [kind]: entry } };
}

function withDisputeStatus(state: ProspectState, disputeId: string, status: DisputeStatus): ProspectState {
  const dispute = state.disputes[disputeId];
  return dispute ? { ...state, disputes: { ...state.disputes, [disputeId]: { ...dispute, status } } } : state;
}

function answered(state: ProspectState, networkerUserId: string, answer: 'approved' | 'rejected') {
  // The first answer stands: a repeated answer (a retried registration) changes nothing.
  if (state.answer !== 'pending') return state;
  return {
    ...state,
    answer,
    networkerUserId,
    status: answer === 'approved' ? ('submitted' as const) : state.status,
  };
}

export function evolveProspect(state: ProspectState, event: ProspectEvent): ProspectState {
  switch (event.type) {
    case 'RecommendedProspectAdded':
      return {
        ...state,
        operatorId: event.data.operatorId,
        invitationId: event.data.invitationId,
        recommendation: event.data.details,
      };
    case 'RecommendedProspectEdited':
      return { ...state, recommendation: event.data.details };
    case 'RecommendedProspectRemoved':
      return { ...state, removed: true };
    case 'RecommendedProspectApproved':
      return answered(state, event.data.networkerUserId, 'approved');
    case 'RecommendedProspectRejected':
      return answered(state, event.data.networkerUserId, 'rejected');
    case 'ProspectSubmitted':
      return {
        ...state,
        operatorId: event.data.operatorId,
        invitationId: event.data.invitationId,
        networkerUserId: event.data.networkerUserId,
        status: 'submitted',
      };
    case 'ProspectRenamed': {
      const { prospectName } = event.data;
      return state.recommendation
        ? { ...state, recommendation: { ...state.recommendation, prospectName } }
        : state;
    }
    case 'ProspectStatusChanged': {
      const { from, to } = event.data;
      if (from === to) return state;
      return { ...state, status: to, lastChange: { from, to, at: event.metadata.occurredAt } };
    }
    case 'ProspectStatusCorrected': {
      const withdrawn: readonly string[] = event.data.withdrawnBounties;
      const ledger: ProspectState['ledger'] = Object.fromEntries(
        Object.entries(state.ledger).filter(([kind]) => !withdrawn.includes(kind)),
      );
      return { ...state, status: event.data.to, ledger, lastChange: null };
    }
    case 'ProspectBountyTermsFixed':
      return { ...state, terms: termsOfFixing(event.data) };
    case 'ProspectDealWon':
      return { ...state, dealWon: true };
    case 'BountyEarned':
      return withEntry(state, event.data.kind, {
        state: 'earned',
        amountCents: event.data.amount.amountCents,
        paidCents: 0,
        paidAt: null,
        adjustedFromCents: null,
      });
    case 'BountyApproved': {
      const entry = state.ledger[event.data.kind];
      return entry ? withEntry(state, event.data.kind, { ...entry, state: 'approved' }) : state;
    }
    case 'BountyPaid': {
      const entry = state.ledger[event.data.kind];
      if (!entry) return state;
      return withEntry(state, event.data.kind, {
        ...entry,
        state: 'paid',
        paidCents: entry.paidCents + event.data.amount.amountCents,
        paidAt: event.metadata.occurredAt,
      });
    }
    case 'BountyAdjusted': {
      const entry = state.ledger[event.data.kind];
      return withEntry(state, event.data.kind, {
        state: event.data.state,
        amountCents: event.data.amount.amountCents,
        paidCents: entry?.paidCents ?? 0,
        paidAt: entry?.paidAt ?? null,
        adjustedFromCents: event.data.previousAmountCents,
      });
    }
    case 'DisputeOpened': {
      const dispute: DisputeState = { kind: event.data.kind, openedBy: event.data.openedBy, status: 'open' };
      return { ...state, disputes: { ...state.disputes, [event.data.disputeId]: dispute } };
    }
    case 'DisputeResponded':
      return withDisputeStatus(state, event.data.disputeId, 'responded');
    case 'DisputeResolved':
      return withDisputeStatus(state, event.data.disputeId, 'resolved');
  }
}

/**
 * The ledger entries a dispute can be about: the earned ones, and those the frozen terms still promise
 * (intro, meeting, win) on a prospect at or past approval: "the meeting was held but never marked" is a
 * dispute about the meeting bounty before it is earned. A prospect corrected back below approval keeps
 * its frozen terms (a re-approval keeps them, ADR 0024) but promises nothing until it is approved again;
 * a rejected one promises nothing. The revenue share exists once earned.
 */
export function disputableEntries(state: ProspectState): Partial<Record<BountyKind, DisputableEntry>> {
  const terms = state.status !== null && statusNeedsTerms(state.status) ? state.terms : null;
  const promised: Partial<Record<BountyKind, number | null>> = terms
    ? { intro: terms.introCents, meeting: terms.meetingCents, win: terms.winCents }
    : {};
  const entries: Partial<Record<BountyKind, DisputableEntry>> = {};
  for (const kind of BOUNTY_KINDS) {
    const entry = state.ledger[kind];
    const promise = promised[kind];
    if (entry) entries[kind] = { ...entry };
    else if (promise && promise > 0)
      entries[kind] = { state: 'upcoming', amountCents: promise, paidCents: 0, paidAt: null };
  }
  return entries;
}

/** True while a dispute about this entry awaits its resolution. */
export function hasOpenDispute(state: ProspectState, kind: BountyKind): boolean {
  return Object.values(state.disputes).some(
    (dispute) => dispute.kind === kind && dispute.status !== 'resolved',
  );
}

/** A prospect's stream, as read, folded into its state (events of other types are skipped). */
export function foldProspect(events: readonly RecordedEvent[]): ProspectState {
  return events.reduce(
    (state, event) => (isEventOf(event, PROSPECT_STREAM_EVENT_TYPES) ? evolveProspect(state, event) : state),
    initialProspectState,
  );
}
