import type { Money } from '../money.js';
import type { InvitationKind } from '../invitations/invitation-api-types.js';

export const INVITATION_EVENT_TYPES = {
  invitationSlugReserved: 'InvitationSlugReserved',
  invitationCreated: 'InvitationCreated',
  invitationInviteeRenamed: 'InvitationInviteeRenamed',
  invitationDisabled: 'InvitationDisabled',
  invitationEnabled: 'InvitationEnabled',
  invitationBountiesChanged: 'InvitationBountiesChanged',
  invitationLinkOpened: 'InvitationLinkOpened',
  invitationAccepted: 'InvitationAccepted',
  invitationDeclined: 'InvitationDeclined',
} as const;

export const invitationStream = (invitationId: string): string => `invitation-${invitationId}`;
/** One stream per link name: appending to it first (no_stream) is what makes a slug unique. */
export const invitationSlugStream = (slug: string): string => `invitation-slug-${slug}`;

/**
 * The bounties on offer, in cents; null when the operator offers none of that kind. `revShare` is the
 * fixed win amount (the spec's revShareBounty). The revenue share joined the invitation's terms with
 * ADR 0022: events written before carry no `revenueSharePercent`, and for them the operator profile's
 * percent at approval applies, as it did then.
 */
export interface InvitationBountyTerms {
  introEmail: Money | null;
  referral: Money | null;
  revShare: Money | null;
  /** Percent of the won deal's revenue; 0: none. */
  revenueSharePercent?: number;
  revenueShareMonths?: number;
}

export interface InvitationSlugReservedData {
  slug: string;
  invitationId: string;
}

export interface InvitationCreatedData {
  invitationId: string;
  operatorId: string;
  slug: string;
  kind: InvitationKind;
  /** Personal invitations: who is invited. A generic one carries its title here too. */
  inviteeName: string;
  inviteeTitle: string | null;
  inviteeCompany: string | null;
  inviteeEmail: string | null;
  inviteeLinkedinUrl: string | null;
  /** Generic invitations only. */
  title: string | null;
  description: string | null;
  maxRegistrations: number | null;
  bounties: InvitationBountyTerms;
}

export interface InvitationInviteeRenamedData {
  invitationId: string;
  operatorId: string;
  inviteeName: string;
}

/** Disabled (status cancelled) or enabled again by its operator. */
export interface InvitationToggledData {
  invitationId: string;
  operatorId: string;
}

export interface InvitationBountiesChangedData {
  invitationId: string;
  operatorId: string;
  bounties: InvitationBountyTerms;
}

/** Somebody opened the public invitation page (previews are not counted). */
export interface InvitationLinkOpenedData {
  invitationId: string;
  operatorId: string;
}

/** A networker registered through the invitation (or attached it to their account). */
export interface InvitationAcceptedData {
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
}

/** The invitee passed on a personal invitation: its link is disabled (status declined) until its operator enables it. */
export interface InvitationDeclinedData {
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
}
