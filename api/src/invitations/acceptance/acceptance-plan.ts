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
import { accepted, type DecidedEvent } from '../../kernel/decider.js';
import {
  answerOnAcceptance,
  decideProspect,
  initialProspectState,
  type ProspectState,
} from '../../pipeline/index.js';

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
export type PlannedFact = DecidedEvent & { streamName: string };

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

/** A recommendation the acceptance answers, with the state the answer is decided on. */
export interface PlannedAnswer {
  prospectId: string;
  answer: 'approved' | 'rejected';
  recommendation: ProspectState;
}

/** The approve/reject answers that change something: unset and already-answered recommendations are left out. */
export function answeredRecommendations(
  invitationId: string,
  approvals: ProspectApprovals,
  recommendations: ReadonlyMap<string, ProspectState>,
): PlannedAnswer[] {
  const answers: PlannedAnswer[] = [];
  for (const [prospectId, value] of Object.entries(approvals)) {
    if (value !== 'approved' && value !== 'rejected' && value !== 'unset') {
      throw new AcceptanceRefused(`prospectApprovals values must be approved, rejected or unset.`, 400);
    }
    const recommendation = recommendations.get(prospectId) ?? initialProspectState;
    const answer = answerOnAcceptance(recommendation, invitationId, value);
    if (answer !== null && typeof answer !== 'string') throw new AcceptanceRefused(answer.message, 400);
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
  const facts: PlannedFact[] = plan.acceptance.map((event) => ({
    ...event,
    streamName: invitationStream(invitation.id),
  }));
  const onProspect = (prospectId: string, events: DecidedEvent[]) =>
    facts.push(...events.map((event) => ({ ...event, streamName: prospectStream(prospectId) })));
  for (const { prospectId, answer, recommendation } of plan.answers) {
    const command = { type: 'AnswerRecommendationOnAcceptance', prospectId, answer, ...ids } as const;
    onProspect(prospectId, accepted(decideProspect(command, recommendation, {})));
  }
  for (const contact of plan.contacts) {
    const { prospectId, details, source: sourceType, ownership } = contact;
    const command = { type: 'SubmitProspect', prospectId, ...ids, sourceType, details, ownership } as const;
    onProspect(prospectId, accepted(decideProspect(command, initialProspectState, {})));
  }
  const approved = plan.answers.filter((answer) => answer.answer === 'approved').length;
  return {
    facts,
    counts: { approved, rejected: plan.answers.length - approved, submitted: plan.contacts.length },
  };
}
