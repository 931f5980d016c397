import type { InvitationBountyTerms, InvitationCreatedData } from '@referrals/contracts';

/** What the new invitation says, before its id and slug are settled. */
export type NewInvitation = Omit<InvitationCreatedData, 'invitationId' | 'operatorId' | 'slug'>;

interface OnInvitation {
  invitationId: string;
}

export type InvitationCommand =
  | (OnInvitation & { type: 'CreateInvitation'; operatorId: string; slug: string; invitation: NewInvitation })
  /** The networker's name and whether the link is on; at least one of them. */
  | (OnInvitation & {
      type: 'ChangeInvitation';
      operatorId: string;
      networkerFirstName?: string;
      isActive?: boolean;
    })
  | (OnInvitation & { type: 'ChangeInvitationBounties'; operatorId: string; bounties: InvitationBountyTerms })
  /** Taking a place on it: recorded the first time only (a retried registration accepts again). */
  | (OnInvitation & { type: 'AcceptInvitation'; networkerUserId: string })
  | (OnInvitation & { type: 'DeclineInvitation'; networkerUserId: string });

/** What the handler loads from elsewhere. */
export interface InvitationFacts {
  /** The operator's profile fields still missing (creating needs none missing). */
  missingProfileFields?: readonly string[];
  /** The operator profile's revenue share: a new invitation offers it unless it states its own. */
  profileRevenueSharePercent?: number;
  /** Who holds a place on the invitation (the acceptance guard table, read under the invitation's lock). */
  placeHolders?: readonly string[];
}

export type InvitationRefusalCode =
  | 'invitation_exists'
  | 'invitation_not_found'
  | 'invitation_of_another_operator'
  | 'profile_incomplete'
  | 'slug_invalid'
  | 'nothing_to_change'
  | 'name_required'
  | 'invitation_disabled'
  | 'own_invitation'
  | 'group_invitation_decline'
  | 'invitation_taken'
  | 'invitation_full'
  | 'decline_after_accepting';
