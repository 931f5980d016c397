import {
  BOUNTY_EVENT_TYPES,
  type BountyAdjustedData,
  type BountyEarnedData,
  type BountyKind,
  type BountyPaidData,
  type BountyTermsFixedData,
  DISPUTE_EVENT_TYPES,
  type DisputeOpenedData,
  type DisputeParty,
  type DisputeStatus,
  type FixedBountyTerms,
  PROSPECT_EVENT_TYPES,
  type ProspectStatus,
  type ProspectStatusChangedData,
  type ProspectSubmittedData,
  type RecommendedProspectAddedData,
  type RecommendedProspectAnsweredData,
  type RecordedEvent,
} from '@referrals/contracts';

/** A prospect as the pipeline's commands see it, folded from `prospect-{id}`. */
export interface ProspectPipelineState {
  operatorId: string | null;
  invitationId: string | null;
  networkerUserId: string | null;
  /** Null until the prospect enters the pipeline (a recommendation not yet approved, or rejected by the networker). */
  status: ProspectStatus | null;
  removed: boolean;
  /** Frozen when the prospect is approved; null before. */
  terms: FixedBountyTerms | null;
  /** Each earned bounty and where it stands, with its amount in cents. */
  ledger: Partial<Record<BountyKind, LedgerEntryState>>;
  dealWon: boolean;
  /** The prospect's disputes by id: which entry, who opened each and how far it got. */
  disputes: Record<string, { kind: BountyKind; openedBy: DisputeParty; status: DisputeStatus }>;
}

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

export const NOT_IN_PIPELINE: ProspectPipelineState = {
  operatorId: null,
  invitationId: null,
  networkerUserId: null,
  status: null,
  removed: false,
  terms: null,
  ledger: {},
  dealWon: false,
  disputes: {},
};

const centsOf = (money: { amountCents: number } | null): number | null => money?.amountCents ?? null;

/** The invitation's terms as the ledger keeps them. */
export function fixedTerms(
  data: Pick<BountyTermsFixedData, 'terms' | 'revenueSharePercent'>,
): FixedBountyTerms {
  return {
    introCents: centsOf(data.terms.introEmail),
    meetingCents: centsOf(data.terms.referral),
    winCents: centsOf(data.terms.revShare),
    revenueSharePercent: data.revenueSharePercent,
  };
}

function approved(state: ProspectPipelineState, kind: BountyKind): ProspectPipelineState {
  const entry = state.ledger[kind];
  return entry ? { ...state, ledger: { ...state.ledger, [kind]: { ...entry, state: 'approved' } } } : state;
}

function paid(state: ProspectPipelineState, event: RecordedEvent): ProspectPipelineState {
  const data = event.data as BountyPaidData;
  const entry = state.ledger[data.kind];
  if (!entry) return state;
  const paidEntry: LedgerEntryState = {
    ...entry,
    state: 'paid',
    paidCents: entry.paidCents + data.amount.amountCents,
    paidAt: event.metadata.occurredAt,
  };
  return { ...state, ledger: { ...state.ledger, [data.kind]: paidEntry } };
}

function adjusted(state: ProspectPipelineState, data: BountyAdjustedData): ProspectPipelineState {
  const entry = state.ledger[data.kind];
  const adjustedEntry: LedgerEntryState = {
    state: data.state,
    amountCents: data.amount.amountCents,
    paidCents: entry?.paidCents ?? 0,
    paidAt: entry?.paidAt ?? null,
    adjustedFromCents: data.previousAmountCents,
  };
  return { ...state, ledger: { ...state.ledger, [data.kind]: adjustedEntry } };
}

function disputeStep(state: ProspectPipelineState, disputeId: string, status: DisputeStatus) {
  const dispute = state.disputes[disputeId];
  return dispute ? { ...state, disputes: { ...state.disputes, [disputeId]: { ...dispute, status } } } : state;
}

export function evolveProspectPipeline(
  state: ProspectPipelineState,
  event: RecordedEvent,
): ProspectPipelineState {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded: {
      const data = event.data as RecommendedProspectAddedData;
      return { ...state, operatorId: data.operatorId, invitationId: data.invitationId };
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved:
      return { ...state, removed: true };
    // The networker's first answer stands (as in the recommended prospect's own fold).
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved: {
      if (state.status !== null || state.networkerUserId !== null) return state;
      const data = event.data as RecommendedProspectAnsweredData;
      return { ...state, networkerUserId: data.networkerUserId, status: 'submitted' };
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      if (state.status !== null || state.networkerUserId !== null) return state;
      return { ...state, networkerUserId: (event.data as RecommendedProspectAnsweredData).networkerUserId };
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const data = event.data as ProspectSubmittedData;
      return {
        ...state,
        operatorId: data.operatorId,
        invitationId: data.invitationId,
        networkerUserId: data.networkerUserId,
        status: 'submitted',
      };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged:
      return { ...state, status: (event.data as ProspectStatusChangedData).to };
    case BOUNTY_EVENT_TYPES.bountyTermsFixed:
      return { ...state, terms: fixedTerms(event.data as BountyTermsFixedData) };
    case BOUNTY_EVENT_TYPES.dealWon:
      return { ...state, dealWon: true };
    case BOUNTY_EVENT_TYPES.bountyEarned: {
      const data = event.data as BountyEarnedData;
      return {
        ...state,
        ledger: {
          ...state.ledger,
          [data.kind]: {
            state: 'earned',
            amountCents: data.amount.amountCents,
            paidCents: 0,
            paidAt: null,
            adjustedFromCents: null,
          },
        },
      };
    }
    case BOUNTY_EVENT_TYPES.bountyApproved:
      return approved(state, (event.data as { kind: BountyKind }).kind);
    case BOUNTY_EVENT_TYPES.bountyPaid:
      return paid(state, event);
    case BOUNTY_EVENT_TYPES.bountyAdjusted:
      return adjusted(state, event.data as BountyAdjustedData);
    case DISPUTE_EVENT_TYPES.disputeOpened: {
      const data = event.data as DisputeOpenedData;
      const dispute = { kind: data.kind, openedBy: data.openedBy, status: 'open' as const };
      return { ...state, disputes: { ...state.disputes, [data.disputeId]: dispute } };
    }
    case DISPUTE_EVENT_TYPES.disputeResponded:
      return disputeStep(state, (event.data as { disputeId: string }).disputeId, 'responded');
    case DISPUTE_EVENT_TYPES.disputeResolved:
      return disputeStep(state, (event.data as { disputeId: string }).disputeId, 'resolved');
    default:
      return state;
  }
}
