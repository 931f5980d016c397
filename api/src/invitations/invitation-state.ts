import {
  INVITATION_EVENT_TYPES,
  type InvitationCreatedData,
  type InvitationStatus,
  type RecordedEvent,
} from '@referrals/contracts';

/** What commands on an invitation need to know about it, folded from its stream. */
export interface InvitationState {
  exists: boolean;
  operatorId: string | null;
  status: InvitationStatus;
}

export const NO_INVITATION: InvitationState = { exists: false, operatorId: null, status: 'active' };

export function evolveInvitation(state: InvitationState, event: RecordedEvent): InvitationState {
  switch (event.type) {
    case INVITATION_EVENT_TYPES.invitationCreated:
      return { exists: true, operatorId: (event.data as InvitationCreatedData).operatorId, status: 'active' };
    case INVITATION_EVENT_TYPES.invitationDisabled:
      return { ...state, status: 'cancelled' };
    case INVITATION_EVENT_TYPES.invitationEnabled:
      return { ...state, status: 'active' };
    default:
      return state;
  }
}
