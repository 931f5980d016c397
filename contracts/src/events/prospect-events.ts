import type { BountyKind } from '../bounties/bounty-ledger.js';
import type { NewContactFields } from '../networker-journey/networker-journey-api-types.js';
import type { ProspectFields } from '../prospects/prospect-api-types.js';
import type { ProspectStatus } from '../prospects/prospect-status.js';

export const PROSPECT_EVENT_TYPES = {
  recommendedProspectAdded: 'RecommendedProspectAdded',
  recommendedProspectEdited: 'RecommendedProspectEdited',
  recommendedProspectRemoved: 'RecommendedProspectRemoved',
  recommendedProspectApproved: 'RecommendedProspectApproved',
  recommendedProspectRejected: 'RecommendedProspectRejected',
  prospectSubmitted: 'ProspectSubmitted',
  prospectStatusChanged: 'ProspectStatusChanged',
  prospectRenamed: 'ProspectRenamed',
  prospectStatusCorrected: 'ProspectStatusCorrected',
} as const;

export const prospectStream = (prospectId: string): string => `prospect-${prospectId}`;

/** A recommended prospect's details, trimmed, with empty optional fields left out. */
export type RecommendedProspectDetails = Required<Pick<ProspectFields, 'prospectName'>> &
  Omit<ProspectFields, 'prospectName'>;

export interface RecommendedProspectAddedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  details: RecommendedProspectDetails;
}

/** The details as they are after the edit (a snapshot, so the history reads without folding). */
export interface RecommendedProspectEditedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  details: RecommendedProspectDetails;
}

export interface RecommendedProspectRemovedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
}

/**
 * The networker answered a recommendation: approved (they know the person and will introduce them,
 * so the prospect enters the pipeline as submitted) or rejected (it never does).
 */
export interface RecommendedProspectAnsweredData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  /** The networker's notes with a single answer (PATCH /api/prospects/{id}/status); absent from acceptances. */
  notes?: string | null;
}

/** Where a submitted contact came from. */
export type SubmittedProspectSource = 'networker_added' | 'linkedin_url';

/**
 * A submitted contact's details. A contact given only by its LinkedIn address (sourceType
 * 'linkedin_url', the double opt-in page) has no company yet: it is left out, not invented.
 */
export type SubmittedContactDetails = Omit<NewContactFields, 'prospectCompany'> & {
  prospectCompany?: string;
};

/** The submitter's ownership of a contact: its identity key and the end of its protection (ISO time). */
export interface ProspectOwnership {
  contactKey: string;
  protectedUntil: string;
}

/** A networker submitted a contact of their own under an invitation; it enters the pipeline as submitted. */
export interface ProspectSubmittedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  sourceType: SubmittedProspectSource;
  /** Trimmed, empty optional fields left out. */
  details: SubmittedContactDetails;
  /** Absent on contacts submitted before ownership protection existed. */
  ownership?: ProspectOwnership;
}

/**
 * The invitation's operator moved a prospect along the pipeline (or, with the same status and
 * notes, recorded an update on it). `from` is the status before, so the history reads without folding.
 */
export interface ProspectStatusChangedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  from: ProspectStatus;
  to: ProspectStatus;
  notes: string | null;
  /**
   * Why the operator rejected the prospect (a template or their own words), shown to the networker.
   * Only on a change to rejected; absent on events written before reasons existed: no reason.
   */
  reason?: string | null;
}

/**
 * The invitation's operator corrected a mistaken status change: the prospect moves back from the
 * status that change reached (`from`) to the one before it (`to`). The change stays in the history;
 * this fact says it was a mistake. `undo` is a correction made within the undo window (a reason is
 * then optional). Bounties the mistaken step earned and that were not yet approved are withdrawn.
 */
export interface ProspectStatusCorrectedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  from: ProspectStatus;
  to: ProspectStatus;
  reason: string | null;
  /** The operator who made the correction. */
  correctedBy: string;
  undo: boolean;
  withdrawnBounties: BountyKind[];
}

/** The invitation's operator renamed a prospect (PUT /api/prospects/{id}/name). */
export interface ProspectRenamedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  /** The networker who brought or answered the prospect; null while a recommendation is pending. */
  networkerUserId: string | null;
  /** Trimmed. */
  prospectName: string;
}
