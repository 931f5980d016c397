import {
  type NewEventOf,
  type InvitationBountyTerms,
  type InvitationKind,
  type InvitationStatus,
  type InvitationStreamEventType,
} from '@referrals/contracts';

/** An invitation's stream (`invitation-{id}`) folded into what its commands decide on. */
export interface InvitationState {
  exists: boolean;
  operatorId: string | null;
  status: InvitationStatus;
  kind: InvitationKind;
  maxRegistrations: number | null;
  /** The bounties on offer now; a prospect keeps those in force when it was approved. */
  bounties: InvitationBountyTerms;
}

export const initialInvitationState: InvitationState = {
  exists: false,
  operatorId: null,
  status: 'active',
  kind: 'personal',
  maxRegistrations: null,
  bounties: { introEmail: null, referral: null, revShare: null },
};

export type InvitationEvent = NewEventOf<InvitationStreamEventType>;

export function evolveInvitation(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'InvitationCreated':
      return {
        exists: true,
        operatorId: event.data.operatorId,
        status: 'active',
        kind: event.data.kind,
        maxRegistrations: event.data.maxRegistrations,
        bounties: event.data.bounties,
      };
    case 'InvitationBountiesChanged':
      return { ...state, bounties: event.data.bounties };
    case 'InvitationDisabled':
      return { ...state, status: 'cancelled' };
    case 'InvitationDeclined':
      return { ...state, status: 'declined' };
    case 'InvitationEnabled':
      return { ...state, status: 'active' };
    case 'InvitationInviteeRenamed':
    case 'InvitationLinkOpened':
    case 'InvitationAccepted':
      return state;
  }
}
