import type { CommandAnswer } from '../http.js';
import type { ProspectStatus } from './prospect-status.js';
import type { TermsFields } from '../bounties/bounty-terms.js';

/** Where a prospect came from (its `sourceType`): recommended by the operator, approved by the networker. */
export const RECOMMENDED_SOURCE = 'operator_recommended';
/** Submitted by the networker with the contact's details. */
export const NETWORKER_ADDED_SOURCE = 'networker_added';
/** Submitted by the networker as a LinkedIn address only. */
export const LINKEDIN_URL_SOURCE = 'linkedin_url';

/** The networker's answer to a prospect the operator recommended. */
export type ProspectApprovalStatus = 'pending' | 'approved' | 'rejected';

/** The editable fields of a recommended prospect (POST and PATCH /api/prospects). */
export interface ProspectFields {
  prospectName?: string;
  prospectTitle?: string;
  prospectCompany?: string;
  prospectLinkedinUrl?: string;
  prospectEmail?: string;
  prospectPhone?: string;
  operatorMessage?: string;
  /** The spec's notes on the prospect, shown to the networker with the recommendation. */
  networkerNotes?: string;
  profileImageUrl?: string;
}

export interface AddProspectRequest extends ProspectFields {
  invitationId: string;
  sourceType?: typeof RECOMMENDED_SOURCE;
}

/** POST /api/prospects: the new prospect's id. */
export interface AddedProspectAnswer extends CommandAnswer {
  id: string;
}

/** A prospect under an invitation, as its operator sees it (GET /api/prospects/invitation/{id}). */
export interface InvitationProspect {
  id: string;
  invitationId: string;
  prospectName: string;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  /** The spec's alias of prospectLinkedinUrl. */
  linkedinUrl: string | null;
  prospectEmail: string | null;
  prospectPhone: string | null;
  operatorMessage: string | null;
  networkerNotes: string | null;
  networkerName: string | null;
  profileImageUrl: string | null;
  sourceType: string;
  approvalStatus: ProspectApprovalStatus;
  /** Null until the prospect enters the pipeline. */
  status: ProspectStatus | null;
  /** The operator recorded a won deal (once only). */
  dealWon: boolean;
  /** The terms its approval froze (ADR 0022); null before approval. */
  terms: TermsFields | null;
  createdAt: string;
  updatedAt: string;
}

/** PATCH /api/prospect-submissions/{id}/status */
export interface ProspectStatusRequest {
  status: ProspectStatus;
  /** Why, when the status is rejected (a template or free text); optional for older clients. */
  reason?: string;
}

/** POST /api/prospects/{id}/status-updates: a status at or after the current one, with optional notes. */
export interface ProspectStatusUpdateRequest {
  status: ProspectStatus;
  notes?: string;
  /** Why, when the status is rejected; optional for older clients. */
  reason?: string;
}

/**
 * POST /api/prospects/{id}/status-corrections: moves the prospect back from `from` (its current
 * status, as the caller saw it) to the status before the last change. A reason is needed once the
 * undo window has passed.
 */
export interface ProspectStatusCorrectionRequest {
  from: ProspectStatus;
  reason?: string;
}

/** Longest notes a status update may carry. */
export const STATUS_NOTES_MAX_LENGTH = 2000;
