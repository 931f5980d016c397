import type { CommandAnswer } from '../http.js';
import type { TermsFields } from '../bounties/bounty-terms.js';
import type { PublicInvitation, PublicRecommendedProspect } from '../invitations/invitation-api-types.js';
import type { OperatorProfile, PublicOperatorProfile } from '../operators/operator-profile.js';
import type { ProspectApprovalStatus } from './prospect-api-types.js';
import type { ProspectStatus } from './prospect-status.js';

/** A recommendation waiting for the networker's answer (spec "Contact with status"; GET /api/networker/pending-approval). */
export interface ContactWithStatus {
  prospectId: string;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  /** Null: a recommendation enters the pipeline only once approved. */
  currentStatus: ProspectStatus | null;
  submittedAt: string;
  operatorName: string | null;
  approvalStatus: ProspectApprovalStatus;
  sourceType: string;
  invitationUuid: string;
}

/** The operator as the networker's lists show them. */
export type OperatorProfileSummary = Pick<
  PublicOperatorProfile,
  | 'fullName'
  | 'company'
  | 'title'
  | 'introMessage'
  | 'profileImageUrl'
  | 'websiteUrl'
  | 'linkedinUrl'
  | 'scheduleLink'
> & {
  /** The spec's alias of fullName. */
  name: string;
};

/** The operator as a networker who joined their invitation sees them: with the direct line they share. */
export type JoinedOperatorProfile = OperatorProfileSummary &
  Pick<OperatorProfile, 'directEmail' | 'directPhone'>;

/** An invitation the networker accepted, with its bounties and operator (GET /api/networker/invitations). */
export interface NetworkerInvitation extends PublicInvitation {
  acceptedAt: string;
  /** Null while the operator's profile is not available yet. */
  operatorProfile: JoinedOperatorProfile | null;
}

/** A recommendation the networker approved, to introduce (spec "Approved prospect"; GET /api/networker/approved-prospects). */
export interface ApprovedProspect extends PublicRecommendedProspect {
  /** Where it stands in the pipeline now. */
  status: ProspectStatus | null;
  operatorProfile: JoinedOperatorProfile | null;
  invitation: PublicInvitation;
}

/** A contact the networker submitted themselves (spec "Submitted contact"; GET /api/networker/submitted-contacts). */
export interface SubmittedContact {
  id: string;
  /** The spec's alias of id. */
  prospectId: string;
  prospectName: string;
  prospectCompany: string | null;
  linkedinUrl: string | null;
  status: ProspectStatus | null;
  createdAt: string;
  updatedAt: string;
  invitationUuid: string;
}

/** One step of a prospect's history: entering the pipeline, or a status change or update with notes. */
export interface ProspectTimelineEntry {
  status: ProspectStatus;
  notes: string | null;
  updatedAt: string;
  /** The name of who made the change, null when the account is gone. */
  updatedBy: string | null;
}

/** A prospect under a networker, with its history, as the operator sees it. */
export interface NetworkerProspect {
  id: string;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  /**
   * What was written about the person when they were brought: the networker's "Why is this a good
   * match?" for a contact they submitted, the operator's notes for a recommendation.
   */
  networkerNotes: string | null;
  /** The end of the networker's ownership of a contact they submitted; null for recommendations. */
  protectedUntil: string | null;
  sourceType: string;
  status: ProspectStatus | null;
  /** The operator recorded a won deal (once only). */
  dealWon: boolean;
  /** The terms its approval froze (ADR 0022); null before approval. */
  terms: TermsFields | null;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  timeline: ProspectTimelineEntry[];
  /** The latest notes of the timeline, null when none has notes. */
  statusNotes: string | null;
}

/** A networker on one of the operator's invitations (spec "Networker with prospects"; GET /api/operator/networkers-with-prospects). */
export interface NetworkerWithProspects {
  invitationId: string;
  networkerUserId: string;
  networkerName: string;
  networkerTitle: string | null;
  networkerCompany: string | null;
  networkerProfileImageUrl: string | null;
  acceptedAt: string;
  prospectCount: number;
  prospects: NetworkerProspect[];
}

/** PATCH /api/prospects/{id}/status: the networker answers an operator's recommendation, once. */
export interface RecommendationAnswerRequest {
  status: 'approved' | 'rejected';
  notes?: string;
}

/** PUT /api/prospects/{id}/name */
export interface RenameProspectRequest {
  prospectName: string;
}

/** A contact typed in by hand on the submission page: both fields required. */
export interface ManualContact {
  name: string;
  company: string;
}

/** POST /api/prospect-submissions/{invitationUuid}: either LinkedIn addresses (one a line) or manual contacts. */
export interface ContactsSubmissionRequest {
  linkedInUrls?: string;
  manualContacts?: ManualContact[];
}

export interface ContactsSubmissionAnswer extends CommandAnswer {
  prospectIds: string[];
}
