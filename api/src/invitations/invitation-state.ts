import {
  INVITATION_EVENT_TYPES,
  type InvitationBountiesChangedData,
  type InvitationBountyTerms,
  type InvitationCreatedData,
  type InvitationKind,
  type InvitationStatus,
  type RecordedEvent,
} from '@referrals/contracts';

/** What commands on an invitation need to know about it, folded from its stream. */
export interface InvitationState {
  exists: boolean;
  operatorId: string | null;
  status: InvitationStatus;
  kind: InvitationKind;
  maxRegistrations: number | null;
  /** The bounties on offer now; a prospect keeps those in force when it was approved. */
  bounties: InvitationBountyTerms;
}

export const NO_INVITATION: InvitationState = {
  exists: false,
  operatorId: null,
  status: 'active',
  kind: 'personal',
  maxRegistrations: null,
  bounties: { introEmail: null, referral: null, revShare: null },
};

export function evolveInvitation(state: InvitationState, event: RecordedEvent): InvitationState {
  switch (event.type) {
    case INVITATION_EVENT_TYPES.invitationCreated: {
      const data = event.data as InvitationCreatedData;
      return {
        exists: true,
        operatorId: data.operatorId,
        status: 'active',
        kind: data.kind,
        maxRegistrations: data.maxRegistrations,
        bounties: data.bounties,
      };
    }
    case INVITATION_EVENT_TYPES.invitationBountiesChanged:
      return { ...state, bounties: (event.data as InvitationBountiesChangedData).bounties };
    case INVITATION_EVENT_TYPES.invitationDisabled:
      return { ...state, status: 'cancelled' };
    case INVITATION_EVENT_TYPES.invitationDeclined:
      return { ...state, status: 'declined' };
    case INVITATION_EVENT_TYPES.invitationEnabled:
      return { ...state, status: 'active' };
    default:
      return state;
  }
}
