import type {
  AuthMethod,
  AuthUser,
  NetworkerProfile,
  NetworkerProfileRequest,
  RegisterRequest,
} from '../auth/api-types.js';
import type { CommandAnswer } from '../http.js';
import type { OperatorReputation, PublicInvitation } from '../invitations/invitation-api-types.js';
import type { PublicOperatorProfile } from '../operators/operator-profile.js';
import type { ProspectApprovalStatus } from '../prospects/prospect-api-types.js';
import type { ProspectStatus } from '../prospects/prospect-status.js';

/** The networker's answer to one recommended prospect (spec: unset, approved, rejected). */
export type ProspectApprovalValue = 'approved' | 'rejected' | 'unset';
/** Recommended prospect id to the networker's answer. */
export type ProspectApprovals = Record<string, ProspectApprovalValue>;

/** A contact the networker adds themselves (spec: "new contact"). */
export interface NewContactFields {
  prospectName: string;
  prospectTitle?: string;
  prospectCompany: string;
  prospectLinkedinUrl?: string;
  networkerNotes?: string;
}

/** A new contact as the browser keeps it before registration: a temporary id (or the server's tempId). */
export interface NewContact extends NewContactFields {
  id?: string;
}

/** What accepting an invitation carries: the answers to its recommendations and the networker's own contacts. */
export interface InvitationAcceptanceRequest {
  invitationUuid: string;
  prospectApprovals?: ProspectApprovals;
  newContacts?: NewContact[];
}

/** POST /api/networker-registration: a new account, its networker profile and the accepted invitation at once. */
export interface NetworkerRegistrationRequest extends InvitationAcceptanceRequest {
  fullName: string;
  email: string;
  title?: string;
  company?: string;
  linkedinUrl?: string;
  bio?: string;
  authMethod?: AuthMethod;
  password?: string;
  /** With authMethod 'passkey': the passkey verified in this session for the same email. */
  passkeyCredentialId?: string;
  passkeyPublicKey?: RegisterRequest['passkeyPublicKey'];
  passkeyCounter?: RegisterRequest['passkeyCounter'];
  /** The spec's client omits it (it checks the box before sending); false is refused. */
  acceptTerms?: boolean;
}

/** POST /api/networker-registration/register: the registration form's shorter variant. */
export type QuickNetworkerRegistrationRequest = Pick<
  NetworkerRegistrationRequest,
  | 'fullName'
  | 'email'
  | 'password'
  | 'invitationUuid'
  | 'authMethod'
  | 'passkeyCredentialId'
  | 'passkeyPublicKey'
  | 'passkeyCounter'
>;

/** POST /api/invitations/associate: an existing, signed-in account accepts the invitation. */
export interface AssociateInvitationRequest extends InvitationAcceptanceRequest {
  /** The account's email, as the spec sends it; it must be the signed-in account's. */
  email?: string;
}

/**
 * POST /api/networker-profiles with an invitation (the spec: "same fields as registration except
 * auth"): the profile and the acceptance commit together. `email` must be the signed-in account's.
 */
export interface NetworkerProfileWithInvitationRequest
  extends NetworkerProfileRequest, Partial<InvitationAcceptanceRequest> {
  email?: string;
}

/** The profile created; with an invitation, also what its acceptance recorded. */
export type NetworkerProfileAnswer = NetworkerProfile & Partial<AcceptedInvitationAnswer>;

export interface AcceptedInvitationAnswer extends CommandAnswer {
  invitationId: string;
  /** False when this account had accepted the invitation before (the answers and contacts still count). */
  newlyAccepted: boolean;
  approved: number;
  rejected: number;
  submitted: number;
}

export interface NetworkerRegistrationAnswer extends AcceptedInvitationAnswer {
  user: AuthUser;
}

/** The invitee's answer to an invitation (the spec's signup sequence). */
export type InvitationAnswerStatus = 'accepted' | 'declined';
export const INVITATION_ANSWER_STATUSES: readonly InvitationAnswerStatus[] = ['accepted', 'declined'];

/** PATCH /api/invitations/{id}: the signed-in invitee accepts or declines; toUserId must be the caller. */
export interface InvitationAnswerRequest {
  toUserId: string;
  status: InvitationAnswerStatus;
}

export interface InvitationAnswer extends CommandAnswer {
  invitationId: string;
  toUserId: string;
  status: InvitationAnswerStatus;
}

/** POST /api/prospects/pre-auth: a contact kept with the visitor's session until the account exists. */
export interface PreAuthProspectRequest {
  invitationUuid: string;
  prospectData: NewContactFields;
}
export interface PreAuthProspectAnswer {
  tempId: string;
}

/** POST /api/prospect-submissions: one contact submitted by a signed-in networker. */
export interface ProspectSubmissionRequest {
  invitationUuid: string;
  operatorId?: string;
  networkerName?: string;
  prospectName: string;
  prospectCompany: string;
  prospectTitle?: string;
  linkedinUrl?: string;
  networkerMessage?: string;
}
export interface ProspectSubmissionAnswer extends CommandAnswer {
  prospectId: string;
}

/**
 * POST /api/prospect-submissions/linkedin: the double opt-in page's contacts, one LinkedIn profile
 * address each, recorded together (all or none) by a networker who joined the invitation.
 */
export interface LinkedinContactsSubmissionRequest {
  invitationUuid: string;
  linkedinUrls: string[];
}

export interface LinkedinContactsSubmissionAnswer extends CommandAnswer {
  prospectIds: string[];
}

/** GET /api/networker-registration/{slug}/status */
export interface RegistrationStatusAnswer {
  isRegistered: boolean;
}

/** GET /api/invitations/uuid/{slug} and GET /api/invite/{slug}: the invitation with its operator's profile. */
export interface PublicInvitationAnswer extends PublicInvitation {
  /** Null while the operator's profile is not available yet (the page says 'Loading profile data...'). */
  operatorProfile: PublicOperatorProfile | null;
  operatorReputation: OperatorReputation;
}

/** GET /api/double-opt-in/{uuid}: the invitation, its operator and the signed-in networker's contacts under it. */
export interface DoubleOptInAnswer {
  invitation: PublicInvitation;
  operatorProfile: PublicOperatorProfile | null;
  contacts: NetworkerContact[];
}

/** A mistaken status change the operator corrected, as the networker sees it. */
export interface ContactStatusCorrection {
  from: ProspectStatus;
  to: ProspectStatus;
  reason: string | null;
  correctedAt: string;
}

/**
 * A contact of the signed-in networker and where it stands (GET /api/networker/contacts-with-status):
 * the spec's "Contact with status" fields, and ours beside them.
 */
export interface NetworkerContact {
  id: string;
  /** The spec's name of id. */
  prospectId: string;
  invitationId: string;
  /** The spec's name of invitationId (the invitation's uuid). */
  invitationUuid: string;
  invitationSlug: string;
  operatorId: string;
  operatorName: string | null;
  operatorCompany: string | null;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  networkerNotes: string | null;
  sourceType: string;
  approvalStatus: ProspectApprovalStatus;
  /** Null for a recommendation the networker rejected: it never entered the pipeline. */
  status: ProspectStatus | null;
  /** The spec's name of status. */
  currentStatus: ProspectStatus | null;
  /** Why the operator rejected it; null when not rejected or no reason was given. */
  rejectionReason: string | null;
  /** The operator's last correction of its status, until the next status change; null if none. */
  statusCorrection: ContactStatusCorrection | null;
  /** The end of the networker's ownership of a contact they submitted; null for recommendations. */
  protectedUntil: string | null;
  createdAt: string;
  /** The spec's name of createdAt. */
  submittedAt: string;
  updatedAt: string;
}
