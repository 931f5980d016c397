import type { CommandAnswer } from '../http.js';
import type { PublicOperatorProfile } from '../operators/operator-profile.js';
import type { OperatorProfileSummary } from '../prospects/prospect-lists-api-types.js';
import type { ProspectStatus } from '../prospects/prospect-status.js';
import type { InvitationStatus } from './invitation-groups.js';

/**
 * The three bounties, as the API accepts them: decimals (step 0.01, at least 0) or null when not offered;
 * and the revenue share (ADR 0022), omitted to keep the one on offer (a new invitation: the profile's).
 */
export interface InvitationBounties {
  introEmailBounty?: number | null;
  referralBounty?: number | null;
  revShareBounty?: number | null;
  /** Percent of the won deal's revenue, 0 to 100; 0 offers none. */
  revenueSharePercent?: number;
  /** The months of revenue it applies to, 1 to 120. */
  revenueShareMonths?: number;
}

/**
 * POST /api/networker-invitations. The spec's names: prospectName is the invited networker's
 * full name (targetName is accepted as its alias), targetEmail their email.
 */
export interface CreateInvitationRequest extends InvitationBounties {
  prospectName?: string;
  targetName?: string;
  prospectTitle?: string;
  prospectCompany?: string;
  prospectLinkedinUrl?: string;
  targetEmail?: string;
  slug?: string;
}

/** POST /api/networker-invitations/generic: one link for a group, up to maxRegistrations people. */
export interface CreateGenericInvitationRequest {
  title: string;
  description?: string;
  slug?: string;
  maxRegistrations?: number | null;
}

/** What both invitation-creating commands answer: the new invitation's ids and link name. */
export interface CreatedInvitation extends CommandAnswer {
  id: string;
  uuid: string;
  slug: string;
}

/** PUT /api/networker-invitations/{id}/bounties; `id`, when sent, must be the invitation in the path. */
export interface UpdateBountiesRequest extends InvitationBounties {
  id?: string;
}

/** POST /api/invitations/{idOrSlug}/track-click: false when a repeat visit within 30 minutes. */
export interface TrackClickAnswer {
  counted: boolean;
}

/** PATCH /api/networker-invitations/{id}: rename the networker, or enable/disable the link. */
export interface UpdateInvitationRequest {
  networkerFirstName?: string;
  isActive?: boolean;
}

export type InvitationKind = 'personal' | 'generic';

/** An invitation as its operator's list shows it (GET /api/networker-invitations). */
export interface InvitationListItem {
  id: string;
  uuid: string;
  slug: string;
  kind: InvitationKind;
  status: InvitationStatus;
  isActive: boolean;
  inviteeName: string;
  /** The spec's alias of inviteeName. */
  networkerFirstName: string;
  inviteeTitle: string | null;
  inviteeCompany: string | null;
  inviteeEmail: string | null;
  inviteeLinkedinUrl: string | null;
  inviteeLinkedinImageUrl: string | null;
  /** Generic invitations only. */
  title: string | null;
  description: string | null;
  maxRegistrations: number | null;
  clickCount: number;
  lastClickedAt: string | null;
  sentAt: string;
  createdAt: string;
  /** Decimal strings ("50.00"), null when not offered. */
  introEmailBounty: string | null;
  referralBounty: string | null;
  revShareBounty: string | null;
  /** The revenue share on offer (0: none) and the months of revenue it applies to. */
  revenueSharePercent: number;
  revenueShareMonths: number;
  isRegistered: boolean;
  registeredCount: number;
  registeredAt: string | null;
  prospectCount: number;
  /** Pipeline statuses of the invitation's prospects, oldest first, for the status dots. */
  prospectStatuses: ProspectStatus[];
  activityScore: number;
  /** The operator's card (the spec's "Networker invitation"); null until the profile is saved. */
  operatorProfile: OperatorProfileSummary | null;
}

/** POST /api/networker-registration/batch-status */
export interface BatchStatusRequest {
  slugs: string[];
}
export interface BatchStatusAnswer {
  /** Invitation uuid → whether a networker registered through it. Unknown or foreign slugs are left out. */
  statuses: Record<string, boolean>;
}

/** The invitation as its public page (and the operator's preview of it) shows it. */
export interface PublicInvitation {
  id: string;
  uuid: string;
  slug: string;
  kind: InvitationKind;
  status: InvitationStatus;
  inviteeName: string;
  inviteeTitle: string | null;
  inviteeCompany: string | null;
  title: string | null;
  description: string | null;
  introEmailBounty: string | null;
  referralBounty: string | null;
  revShareBounty: string | null;
  revenueSharePercent: number;
  revenueShareMonths: number;
  operatorId: string;
  /** The spec's invitation fields: who invites (the operator's name) and whom (the invitee's details). */
  fromUser: string;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  /** A group link's description, else the operator's intro message; null when neither is written. */
  message: string | null;
}

/** A recommended prospect as the invitation page shows it: no contact details. */
export interface PublicRecommendedProspect {
  id: string;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  profileImageUrl: string | null;
  /** The operator's note on why this prospect. */
  networkerNotes: string | null;
  /** Always operator_recommended here: what the networker may approve or reject. */
  sourceType: string;
}

/** The operator's reputation on the invitation page: the reviews networkers gave them. */
export interface OperatorReputation {
  averageRating: number;
  totalReviews: number;
}

/** Everything the invitation page needs in one answer. */
export interface InvitationPageData {
  invitation: PublicInvitation;
  operatorProfile: PublicOperatorProfile;
  prospects: PublicRecommendedProspect[];
  operatorReputation: OperatorReputation;
}
