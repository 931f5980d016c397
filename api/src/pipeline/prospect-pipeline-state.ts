import {
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
}

export const NOT_IN_PIPELINE: ProspectPipelineState = {
  operatorId: null,
  invitationId: null,
  networkerUserId: null,
  status: null,
  removed: false,
};

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
    default:
      return state;
  }
}
