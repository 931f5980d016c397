import {
  contactNameFromLinkedinUrl,
  type ExpectedRevision,
  invitationStream,
  type NewContact,
  type NewContactFields,
  type ProspectApprovals,
  type ProspectOwnership,
  prospectStream,
  type SubmittedContactDetails,
  type SubmittedProspectSource,
} from '@referrals/contracts';
import { optionalText } from '../../platform/http/optional-text.js';
import type { InvitationState } from '../domain/invitation-state.js';
import { accepted, RefusalError, type DecidedEvent, refuse } from '../../kernel/decider.js';
import {
  answerOnAcceptance,
  decideProspect,
  initialProspectState,
  type ProspectState,
} from '../../pipeline/index.js';

export type AcceptanceRefusalCode = 'approval_value_invalid';

/** One stream's events of an acceptance, with the revision their decision read. */
export interface PlannedAppend {
  streamName: string;
  expectedRevision: ExpectedRevision;
  events: DecidedEvent[];
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

/** A recommended prospect's stream folded: the state an answer is decided on, and its revision. */
export interface FoldedRecommendation {
  state: ProspectState;
  revision: ExpectedRevision;
}

/** A recommendation the acceptance answers, with the state the answer is decided on. */
export interface PlannedAnswer {
  prospectId: string;
  answer: 'approved' | 'rejected';
  recommendation: FoldedRecommendation;
}

const UNKNOWN_RECOMMENDATION: FoldedRecommendation = { state: initialProspectState, revision: 'no_stream' };

/** The approve/reject answers that change something: unset and already-answered recommendations are left out. */
export function answeredRecommendations(
  invitationId: string,
  approvals: ProspectApprovals,
  recommendations: ReadonlyMap<string, FoldedRecommendation>,
): PlannedAnswer[] {
  const answers: PlannedAnswer[] = [];
  for (const [prospectId, value] of Object.entries(approvals)) {
    if (value !== 'approved' && value !== 'rejected' && value !== 'unset') {
      throw new RefusalError(
        refuse('approval_value_invalid', 'prospectApprovals values must be approved, rejected or unset.'),
      );
    }
    const recommendation = recommendations.get(prospectId) ?? UNKNOWN_RECOMMENDATION;
    const answer = answerOnAcceptance(recommendation.state, invitationId, value);
    if (answer !== null && typeof answer !== 'string') throw new RefusalError(answer);
    if (answer) answers.push({ prospectId, answer, recommendation });
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
  /** The invitation's decision on this acceptance: InvitationAccepted the first time, nothing again. */
  acceptance: DecidedEvent[];
  answers: PlannedAnswer[];
  contacts: PlannedContact[];
}

/** A prospect a networker brings: what they said about the person, and how they said it. */
export interface ProspectToSubmit {
  details: SubmittedContactDetails;
  source: SubmittedProspectSource;
}

/** Prospects typed in (a form, the registration's contact list), trimmed. */
export function typedProspects(
  contacts: readonly NewContact[] = [],
  source: SubmittedProspectSource = 'networker_added',
): ProspectToSubmit[] {
  return contacts.map((contact) => ({ details: contactDetails(contact), source }));
}

/** Prospects given only by their LinkedIn profile addresses. */
export function linkedinProspects(urls: readonly string[] = []): ProspectToSubmit[] {
  return urls.map((url) => ({ details: linkedinContactDetails(url), source: 'linkedin_url' }));
}

/** A prospect to submit with its new id and the ownership it will claim. */
export interface PlannedContact extends ProspectToSubmit {
  prospectId: string;
  ownership: ProspectOwnership;
}

/**
 * The events one acceptance appends, per stream: the acceptance itself (first time only) after the
 * invitation's revision, each answer after its recommendation's, each new contact on a new stream.
 */
export function acceptanceAppends(plan: AcceptancePlan): {
  appends: PlannedAppend[];
  counts: AcceptanceCounts;
} {
  const { invitation, networkerUserId } = plan;
  const ids = { invitationId: invitation.id, operatorId: invitation.operatorId, networkerUserId };
  const appends: PlannedAppend[] = [
    {
      streamName: invitationStream(invitation.id),
      expectedRevision: invitation.revision,
      events: plan.acceptance,
    },
  ];
  for (const { prospectId, answer, recommendation } of plan.answers) {
    const command = { type: 'AnswerRecommendationOnAcceptance', prospectId, answer, ...ids } as const;
    appends.push({
      streamName: prospectStream(prospectId),
      expectedRevision: recommendation.revision,
      events: accepted(decideProspect(command, recommendation.state, {})),
    });
  }
  for (const contact of plan.contacts) {
    const { prospectId, details, source: sourceType, ownership } = contact;
    const command = { type: 'SubmitProspect', prospectId, ...ids, sourceType, details, ownership } as const;
    appends.push({
      streamName: prospectStream(prospectId),
      expectedRevision: 'no_stream',
      events: accepted(decideProspect(command, initialProspectState, {})),
    });
  }
  const approved = plan.answers.filter((answer) => answer.answer === 'approved').length;
  return {
    appends: appends.filter((append) => append.events.length > 0),
    counts: { approved, rejected: plan.answers.length - approved, submitted: plan.contacts.length },
  };
}
