import {
  contactNameFromLinkedinUrl,
  type ExpectedRevision,
  INVITATION_EVENT_TYPES,
  type InvitationAcceptedData,
  invitationStream,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NewContact,
  type NewContactFields,
  PROSPECT_EVENT_TYPES,
  type ProspectApprovals,
  type ProspectOwnership,
  type ProspectSubmittedData,
  prospectStream,
  type RecommendedProspectAnsweredData,
  type SubmittedContactDetails,
  type SubmittedProspectSource,
} from '@referrals/contracts';
import { optionalText } from '../../platform/http/optional-text.js';
import type { InvitationState } from '../invitation-state.js';
import type { RecommendedProspectState } from '../recommended-prospects/recommended-prospect-state.js';

/** Why an acceptance is refused, with the HTTP status it maps to at the edge. */
export class AcceptanceRefused extends Error {
  constructor(
    message: string,
    readonly httpStatus: 400 | 403 | 404 | 409,
  ) {
    super(message);
    this.name = 'AcceptanceRefused';
  }
}

/** A fact to append, before it gets its id and metadata. */
export interface PlannedFact {
  streamName: string;
  type: string;
  data: unknown;
}

export interface AcceptanceCounts {
  approved: number;
  rejected: number;
  submitted: number;
}

/** An invitation found by id or link name, as the rules below judge it. */
export interface FoundInvitation extends InvitationState {
  id: string;
}

/** The invitation as acceptance checks it: folded from its stream up to `revision`. */
export interface InvitationToAccept extends FoundInvitation {
  revision: ExpectedRevision;
}

/** Refuses an invitation that cannot be accepted by this account (whoever else accepted it is checked under a lock). */
export function checkInvitationOpen(
  invitation: FoundInvitation | null,
  networkerUserId: string | null,
): void {
  if (!invitation?.exists) throw new AcceptanceRefused(M.invitationNotFound, 404);
  if (invitation.status !== 'active') throw new AcceptanceRefused(M.invitationDisabled, 400);
  if (networkerUserId !== null && invitation.operatorId === networkerUserId) {
    throw new AcceptanceRefused(M.ownInvitation, 400);
  }
}

/**
 * Whether this account may take a place on the invitation, given who holds one already:
 * a personal invitation has one place, a generic one as many as its maximum (or unlimited).
 */
export function acceptanceDecision(
  invitation: Pick<InvitationState, 'kind' | 'maxRegistrations'>,
  acceptedBy: readonly string[],
  networkerUserId: string,
): 'new' | 'again' {
  if (acceptedBy.includes(networkerUserId)) return 'again';
  if (invitation.kind === 'personal' && acceptedBy.length > 0)
    throw new AcceptanceRefused(M.alreadyAccepted, 409);
  if (invitation.maxRegistrations !== null && acceptedBy.length >= invitation.maxRegistrations) {
    throw new AcceptanceRefused(M.invitationFull, 409);
  }
  return 'new';
}

/**
 * Whether this account may decline the invitation: only a personal invitation nobody accepted yet,
 * and not its own operator's. 'already' when it was declined before (nothing more to record).
 */
export function declineDecision(
  invitation: FoundInvitation,
  acceptedBy: readonly string[],
  networkerUserId: string,
): 'decline' | 'already' {
  if (!invitation.exists) throw new AcceptanceRefused(M.invitationNotFound, 404);
  if (invitation.operatorId === networkerUserId) throw new AcceptanceRefused(M.ownInvitationDecline, 400);
  if (invitation.kind !== 'personal') throw new AcceptanceRefused(M.groupInvitationDecline, 400);
  if (acceptedBy.includes(networkerUserId)) throw new AcceptanceRefused(M.declineAfterAccepting, 409);
  if (acceptedBy.length > 0) throw new AcceptanceRefused(M.alreadyAccepted, 409);
  if (invitation.status === 'declined') return 'already';
  if (invitation.status !== 'active') throw new AcceptanceRefused(M.invitationDisabled, 400);
  return 'decline';
}

/** The approve/reject answers that change something: unset and already-answered recommendations are left out. */
export function answeredRecommendations(
  invitationId: string,
  approvals: ProspectApprovals,
  recommendations: ReadonlyMap<string, RecommendedProspectState>,
): { prospectId: string; answer: 'approved' | 'rejected' }[] {
  const answers: { prospectId: string; answer: 'approved' | 'rejected' }[] = [];
  for (const [prospectId, answer] of Object.entries(approvals)) {
    if (answer !== 'approved' && answer !== 'rejected' && answer !== 'unset') {
      throw new AcceptanceRefused(`prospectApprovals values must be approved, rejected or unset.`, 400);
    }
    const recommendation = recommendations.get(prospectId);
    if (!recommendation?.exists || recommendation.removed || recommendation.invitationId !== invitationId) {
      throw new AcceptanceRefused(M.approvalNotRecommended, 400);
    }
    if (answer !== 'unset' && recommendation.approvalStatus === 'pending')
      answers.push({ prospectId, answer });
  }
  return answers;
}

/** A contact's fields trimmed, with empty optional fields left out. */
export function contactDetails(contact: NewContact): NewContactFields {
  const optional = (value: string | undefined) => optionalText(value) ?? undefined;
  const details: NewContactFields = {
    prospectName: contact.prospectName.trim(),
    prospectCompany: contact.prospectCompany.trim(),
  };
  const title = optional(contact.prospectTitle);
  const linkedinUrl = optional(contact.prospectLinkedinUrl);
  const notes = optional(contact.networkerNotes);
  if (title) details.prospectTitle = title;
  if (linkedinUrl) details.prospectLinkedinUrl = linkedinUrl;
  if (notes) details.networkerNotes = notes;
  return details;
}

/** A contact known only by its LinkedIn profile address: the name read from it, no company yet. */
export function linkedinContactDetails(linkedinUrl: string): SubmittedContactDetails {
  const url = linkedinUrl.trim();
  return { prospectName: contactNameFromLinkedinUrl(url), prospectLinkedinUrl: url };
}

export interface AcceptancePlan {
  invitation: InvitationToAccept & { operatorId: string };
  networkerUserId: string;
  newlyAccepted: boolean;
  answers: { prospectId: string; answer: 'approved' | 'rejected' }[];
  contacts: PlannedContact[];
}

export interface PlannedContact {
  prospectId: string;
  details: SubmittedContactDetails;
  source: SubmittedProspectSource;
  ownership: ProspectOwnership;
}

/** The events one acceptance appends: the acceptance itself (first time only), the answers, the new contacts. */
export function acceptanceFacts(plan: AcceptancePlan): { facts: PlannedFact[]; counts: AcceptanceCounts } {
  const { invitation, networkerUserId } = plan;
  const ids = { invitationId: invitation.id, operatorId: invitation.operatorId, networkerUserId };
  const facts: PlannedFact[] = [];
  if (plan.newlyAccepted) {
    facts.push({
      streamName: invitationStream(invitation.id),
      type: INVITATION_EVENT_TYPES.invitationAccepted,
      data: ids satisfies InvitationAcceptedData,
    });
  }
  for (const { prospectId, answer } of plan.answers) {
    facts.push({
      streamName: prospectStream(prospectId),
      type:
        answer === 'approved'
          ? PROSPECT_EVENT_TYPES.recommendedProspectApproved
          : PROSPECT_EVENT_TYPES.recommendedProspectRejected,
      data: { prospectId, ...ids } satisfies RecommendedProspectAnsweredData,
    });
  }
  for (const contact of plan.contacts) {
    facts.push({
      streamName: prospectStream(contact.prospectId),
      type: PROSPECT_EVENT_TYPES.prospectSubmitted,
      data: {
        prospectId: contact.prospectId,
        ...ids,
        sourceType: contact.source,
        details: contact.details,
        ownership: contact.ownership,
      } satisfies ProspectSubmittedData,
    });
  }
  const approved = plan.answers.filter((answer) => answer.answer === 'approved').length;
  return {
    facts,
    counts: { approved, rejected: plan.answers.length - approved, submitted: plan.contacts.length },
  };
}
