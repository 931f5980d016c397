import {
  BOUNTY_EVENT_TYPES,
  type BountyEarnedData,
  type BountyKind,
  type BountyTermsFixedData,
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
  ledger: Partial<Record<BountyKind, { state: 'earned' | 'approved' | 'paid'; amountCents: number }>>;
  dealWon: boolean;
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

function settled(
  state: ProspectPipelineState,
  kind: BountyKind,
  to: 'approved' | 'paid',
): ProspectPipelineState {
  const entry = state.ledger[kind];
  return entry ? { ...state, ledger: { ...state.ledger, [kind]: { ...entry, state: to } } } : state;
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
        ledger: { ...state.ledger, [data.kind]: { state: 'earned', amountCents: data.amount.amountCents } },
      };
    }
    case BOUNTY_EVENT_TYPES.bountyApproved:
      return settled(state, (event.data as { kind: BountyKind }).kind, 'approved');
    case BOUNTY_EVENT_TYPES.bountyPaid:
      return settled(state, (event.data as { kind: BountyKind }).kind, 'paid');
    default:
      return state;
  }
}
