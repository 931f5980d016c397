import {
  PROSPECT_EVENT_TYPES,
  type ProspectApprovalStatus,
  type ProspectRenamedData,
  type RecommendedProspectAddedData,
  type RecommendedProspectDetails,
  type RecommendedProspectEditedData,
  type RecordedEvent,
} from '@referrals/contracts';

/** A recommended prospect as commands see it, folded from `prospect-{id}`. */
export interface RecommendedProspectState {
  exists: boolean;
  removed: boolean;
  operatorId: string | null;
  invitationId: string | null;
  approvalStatus: ProspectApprovalStatus;
  details: RecommendedProspectDetails | null;
}

export const NO_PROSPECT: RecommendedProspectState = {
  exists: false,
  removed: false,
  operatorId: null,
  invitationId: null,
  approvalStatus: 'pending',
  details: null,
};

export function evolveRecommendedProspect(
  state: RecommendedProspectState,
  event: RecordedEvent,
): RecommendedProspectState {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded: {
      const data = event.data as RecommendedProspectAddedData;
      return {
        ...state,
        exists: true,
        operatorId: data.operatorId,
        invitationId: data.invitationId,
        details: data.details,
      };
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
      return { ...state, details: (event.data as RecommendedProspectEditedData).details };
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved:
      return { ...state, removed: true };
    case PROSPECT_EVENT_TYPES.prospectRenamed: {
      const { prospectName } = event.data as ProspectRenamedData;
      return state.details ? { ...state, details: { ...state.details, prospectName } } : state;
    }
    // The first answer stands: a repeated answer (a retried registration) changes nothing.
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
      return state.approvalStatus === 'pending' ? { ...state, approvalStatus: 'approved' } : state;
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected:
      return state.approvalStatus === 'pending' ? { ...state, approvalStatus: 'rejected' } : state;
    default:
      return state;
  }
}
