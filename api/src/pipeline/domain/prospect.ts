import {
  adjustedEntryState,
  API_MESSAGES,
  approvalRefusal,
  bountiesEarnedByChange,
  bountiesEarnedByWonDeal,
  type BountyAmount,
  type BountyKind,
  bountyStepRefusalMessage,
  DISPUTE_MESSAGES,
  disputeOpenRefusal,
  disputeOpenRefusalMessage,
  type DisputeParty,
  type Money,
  disputeStepRefusalMessage,
  NETWORKER_JOURNEY_MESSAGES,
  paymentRefusal,
  type ProspectFields,
  type ProspectStatus,
  PROSPECT_LIST_MESSAGES,
  PROSPECT_MESSAGES,
  PROSPECT_STREAM_EVENT_TYPES,
  type ProspectStreamEventType,
  type RecommendedProspectDetails,
  resolutionRefusal,
  responseRefusal,
  statusChangeRefusal,
  statusChangeRefusalMessage,
  type StatusCorrectionRefusal,
  statusCorrectionRefusal,
  statusCorrectionRefusalMessage,
  isWithinUndoWindow,
  statusNeedsTerms,
  wonDealRefusal,
  wonDealRefusalMessage,
  termsOfFixing,
} from '@referrals/contracts';
import {
  type DecidedEvent,
  type Decider,
  type Decision,
  refuse,
  type Refusal,
} from '../../kernel/decider.js';
import type { OnProspect, ProspectCommand, ProspectFacts, ProspectRefusalCode } from './prospect-commands.js';
import {
  disputableEntries,
  evolveProspect,
  hasOpenDispute,
  initialProspectState,
  type ProspectState,
} from './prospect-state.js';

/**
 * The prospect aggregate (`prospect-{id}`): recommended by an operator or submitted by a networker,
 * moved along the pipeline by the invitation's operator, earning bounties on the terms frozen at
 * approval, disputed by either side and resolved by an auditor. Every rule of its stream is decided
 * here, from its state and the facts its handler loads (`factsNeeded`); the rules themselves that
 * screens share (the pipeline's order, the ledger's steps, the dispute window) live in contracts.
 */

type ProspectDecision = Decision<ProspectStreamEventType, ProspectRefusalCode>;
type Command<Type extends ProspectCommand['type']> = Extract<ProspectCommand, { type: Type }>;
type ProspectRefusal = Refusal<ProspectRefusalCode>;

function required<Fact>(fact: Fact | undefined, name: string): Fact {
  if (fact === undefined) throw new Error(`The prospect's decision needs the fact "${name}"; load it first.`);
  return fact;
}

const OPTIONAL_FIELDS = [
  'prospectTitle',
  'prospectCompany',
  'prospectLinkedinUrl',
  'prospectEmail',
  'prospectPhone',
  'operatorMessage',
  'networkerNotes',
  'profileImageUrl',
] as const satisfies readonly (keyof ProspectFields)[];

/** Trimmed details with empty optional fields left out (the spec's rule for the dialogs). */
export function recommendationDetails(
  prospectName: string,
  fields: ProspectFields,
): RecommendedProspectDetails {
  const result: RecommendedProspectDetails = { prospectName: prospectName.trim() };
  for (const field of OPTIONAL_FIELDS) {
    const value = fields[field]?.trim();
    if (value) result[field] = value;
  }
  return result;
}

/** The ids every pipeline, bounty and dispute fact of a prospect carries. */
interface Parties {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
}

/** Any prospect under one of the operator's invitations; another operator's is answered as unknown. */
function operatorsProspect(state: ProspectState, operatorId: string): ProspectRefusal | null {
  if (state.operatorId !== operatorId || state.removed || !state.invitationId) {
    return refuse('prospect_not_found', PROSPECT_MESSAGES.notFound);
  }
  return null;
}

/** The parties of a prospect in the pipeline, or why it is not one. */
function pipelineParties(
  state: ProspectState,
  prospectId: string,
  refusal: ProspectRefusal,
): Parties | ProspectRefusal {
  const { invitationId, operatorId, networkerUserId, status } = state;
  if (!invitationId || !operatorId || !networkerUserId || status === null) return refusal;
  return { prospectId, invitationId, operatorId, networkerUserId };
}

const isParties = (value: Parties | ProspectRefusal): value is Parties => !('refused' in value);

/** A pending recommendation of this operator (edit and remove). */
function pendingRecommendation(state: ProspectState, operatorId: string): ProspectRefusal | null {
  if (!state.recommendation || state.removed) return refuse('prospect_not_found', PROSPECT_MESSAGES.notFound);
  if (state.operatorId !== operatorId)
    return refuse('prospect_of_another_operator', 'This prospect belongs to another operator.');
  if (state.answer !== 'pending') return refuse('recommendation_in_pipeline', PROSPECT_MESSAGES.inPipeline);
  return null;
}

/**
 * One BountyEarned per amount a status change or a won deal earns, except for an entry the ledger
 * already holds: an auditor's dispute resolution may have put it there before the step was reached.
 */
function bountiesEarned(parties: Parties, earned: readonly BountyAmount[], state: ProspectState) {
  return earned
    .filter((amount) => state.ledger[amount.kind] === undefined)
    .map((amount): DecidedEvent<'BountyEarned'> => ({
      type: 'BountyEarned',
      data: { ...parties, kind: amount.kind, amount: { amountCents: amount.amountCents, currency: 'USD' } },
    }));
}

function operatorsPipelineProspect(state: ProspectState, command: OnProspect & { operatorId: string }) {
  return (
    operatorsProspect(state, command.operatorId) ??
    pipelineParties(state, command.prospectId, refuse('not_in_pipeline', PROSPECT_MESSAGES.notInPipeline))
  );
}

/** A dispute's prospect is one in the pipeline, and a party's own (another's is answered as unknown). */
function disputeParties(
  state: ProspectState,
  prospectId: string,
  party?: { userId: string; party: DisputeParty },
) {
  const notFound = refuse<ProspectRefusalCode>('prospect_not_found', DISPUTE_MESSAGES.prospectNotFound);
  const parties = pipelineParties(state, prospectId, notFound);
  if (!isParties(parties) || !party) return parties;
  const partyId = party.party === 'operator' ? parties.operatorId : parties.networkerUserId;
  return partyId === party.userId ? parties : notFound;
}

// ---------------------------------------------------------------- recommendations

function recommend(command: Command<'RecommendProspect'>, state: ProspectState): ProspectDecision {
  if (state.operatorId !== null) return refuse('prospect_exists', API_MESSAGES.concurrentChange);
  const { prospectId, invitationId, operatorId, fields } = command;
  const details = recommendationDetails(fields.prospectName, fields);
  return [{ type: 'RecommendedProspectAdded', data: { prospectId, invitationId, operatorId, details } }];
}

/** Changes the fields sent; an empty optional field clears it. */
function editRecommendation(command: Command<'EditRecommendation'>, state: ProspectState): ProspectDecision {
  const refusal = pendingRecommendation(state, command.operatorId);
  if (refusal) return refusal;
  const current = state.recommendation!;
  const merged: ProspectFields = { ...current };
  for (const [field, value] of Object.entries(command.fields) as [
    keyof ProspectFields,
    string | undefined,
  ][]) {
    if (value !== undefined) merged[field] = value;
  }
  const { prospectId, operatorId } = command;
  const details = recommendationDetails(merged.prospectName ?? current.prospectName, merged);
  return [
    {
      type: 'RecommendedProspectEdited',
      data: { prospectId, invitationId: state.invitationId!, operatorId, details },
    },
  ];
}

function removeRecommendation(
  command: Command<'RemoveRecommendation'>,
  state: ProspectState,
): ProspectDecision {
  const refusal = pendingRecommendation(state, command.operatorId);
  if (refusal) return refusal;
  const { prospectId, operatorId } = command;
  return [
    {
      type: 'RecommendedProspectRemoved',
      data: { prospectId, invitationId: state.invitationId!, operatorId },
    },
  ];
}

/**
 * A networker who holds a place on the invitation answers one recommendation, once. Unlike an
 * acceptance (which skips answered recommendations so a retried registration succeeds), a second
 * answer is refused.
 */
function answerRecommendation(
  command: Command<'AnswerRecommendation'>,
  state: ProspectState,
  facts: ProspectFacts,
): ProspectDecision {
  const holdsPlace = required(facts.networkerHoldsPlace, 'networkerHoldsPlace');
  // Other invitations' recommendations are answered as unknown: their existence is not the caller's to learn.
  if (!state.recommendation || state.removed || !holdsPlace)
    return refuse('prospect_not_found', PROSPECT_MESSAGES.notFound);
  if (state.answer !== 'pending')
    return refuse('recommendation_answered', PROSPECT_LIST_MESSAGES.alreadyAnswered);
  const data = {
    prospectId: command.prospectId,
    invitationId: state.invitationId!,
    operatorId: state.operatorId!,
    networkerUserId: command.networkerUserId,
    notes: command.notes,
  };
  return [
    command.answer === 'approved'
      ? { type: 'RecommendedProspectApproved', data }
      : { type: 'RecommendedProspectRejected', data },
  ];
}

/**
 * What an acceptance's answer to a recommendation records: the answer, or nothing when it is unset or
 * the recommendation was answered already (the first answer stands, so a retried registration
 * succeeds); refused when the prospect is not a recommendation of this invitation.
 */
export function answerOnAcceptance(
  state: ProspectState,
  invitationId: string,
  answer: 'approved' | 'rejected' | 'unset',
): 'approved' | 'rejected' | null | ProspectRefusal {
  if (!state.recommendation || state.removed || state.invitationId !== invitationId)
    return refuse('not_recommended_here', NETWORKER_JOURNEY_MESSAGES.approvalNotRecommended);
  return answer === 'unset' || state.answer !== 'pending' ? null : answer;
}

function answerRecommendationOnAcceptance(
  command: Command<'AnswerRecommendationOnAcceptance'>,
  state: ProspectState,
): ProspectDecision {
  const answer = answerOnAcceptance(state, command.invitationId, command.answer);
  if (answer === null) return [];
  if (typeof answer !== 'string') return answer;
  const data = {
    prospectId: command.prospectId,
    invitationId: command.invitationId,
    operatorId: state.operatorId!,
    networkerUserId: command.networkerUserId,
  };
  return [
    answer === 'approved'
      ? { type: 'RecommendedProspectApproved', data }
      : { type: 'RecommendedProspectRejected', data },
  ];
}

function submit(command: Command<'SubmitProspect'>, state: ProspectState): ProspectDecision {
  if (state.operatorId !== null) return refuse('prospect_exists', API_MESSAGES.concurrentChange);
  const { prospectId, invitationId, operatorId, networkerUserId, sourceType, details, ownership } = command;
  return [
    {
      type: 'ProspectSubmitted',
      data: { prospectId, invitationId, operatorId, networkerUserId, sourceType, details, ownership },
    },
  ];
}

// ---------------------------------------------------------------- the pipeline

/** The invitation's operator renames a prospect, recommended or submitted, at any stage. */
function rename(command: Command<'RenameProspect'>, state: ProspectState): ProspectDecision {
  const refusal = operatorsProspect(state, command.operatorId);
  if (refusal) return refusal;
  return [
    {
      type: 'ProspectRenamed',
      data: {
        prospectId: command.prospectId,
        invitationId: state.invitationId!,
        operatorId: command.operatorId,
        networkerUserId: state.networkerUserId,
        prospectName: command.prospectName.trim(),
      },
    },
  ];
}

/**
 * The operator moves a prospect along the pipeline (contracts' `statusChangeRefusal`). Reaching
 * approval freezes the bounty terms in force; reaching intro_made and meeting_held earns their
 * bounties; all in one decision with the change.
 */
function changeStatus(
  command: Command<'ChangeProspectStatus'>,
  state: ProspectState,
  facts: ProspectFacts,
): ProspectDecision {
  const parties = operatorsPipelineProspect(state, command);
  if (!isParties(parties)) return parties;
  const from = state.status!;
  const refusal = statusChangeRefusal(from, command.status, command.notes !== null);
  if (refusal) return refuse('illegal_status_change', statusChangeRefusalMessage(refusal, from));
  // A rejection says why (when the client gave a reason); other changes carry none.
  const reason = command.status === 'rejected' && command.reason ? { reason: command.reason } : {};
  const events: DecidedEvent<ProspectStreamEventType>[] = [
    {
      type: 'ProspectStatusChanged',
      data: { ...parties, from, to: command.status, notes: command.notes, ...reason },
    },
  ];
  let terms = state.terms;
  if (terms === null && statusNeedsTerms(command.status)) {
    const inForce = required(facts.termsInForce, 'termsInForce');
    events.push({ type: 'ProspectBountyTermsFixed', data: { ...parties, ...inForce } });
    terms = termsOfFixing(inForce);
  }
  if (terms !== null)
    events.push(...bountiesEarned(parties, bountiesEarnedByChange(from, command.status, terms), state));
  return events;
}

const CORRECTION_REFUSAL_CODES: Record<StatusCorrectionRefusal, ProspectRefusalCode> = {
  changed_since: 'correction_changed_since',
  nothing_to_correct: 'nothing_to_correct',
  reason_required: 'correction_reason_required',
  bounty_settled: 'correction_bounty_settled',
  deal_won: 'correction_deal_won',
  dispute_open: 'correction_dispute_open',
};

function correctionRefused(refusal: StatusCorrectionRefusal, current: ProspectStatus, bounty?: BountyKind) {
  return refuse(CORRECTION_REFUSAL_CODES[refusal], statusCorrectionRefusalMessage(refusal, current, bounty));
}

/**
 * The operator corrects the last status change: the prospect moves back to the status before it
 * (a corrected rejection re-opens the prospect). Within the undo window no reason is needed. The
 * bounties that change earned are withdrawn while merely earned; once approved or paid, or under
 * dispute, the ledger's own correction (a dispute) is the way, and the status stays. A won deal
 * needs its held meeting, so a correction below it is refused.
 */
function correctStatus(
  command: Command<'CorrectProspectStatus'>,
  state: ProspectState,
  facts: ProspectFacts,
): ProspectDecision {
  const parties = operatorsPipelineProspect(state, command);
  if (!isParties(parties)) return parties;
  const current = state.status!;
  const now = required(facts.now, 'now');
  const refusal = statusCorrectionRefusal({
    current,
    expected: command.from,
    lastChange: state.lastChange,
    now,
    hasReason: command.reason !== null,
  });
  if (refusal) return correctionRefused(refusal, current);
  const { from: back, at } = state.lastChange!;
  if (state.dealWon && wonDealRefusal(back, false) !== null) return correctionRefused('deal_won', current);
  const earnedByChange = state.terms ? bountiesEarnedByChange(back, current, state.terms) : [];
  const withdrawn: BountyKind[] = [];
  for (const { kind } of earnedByChange) {
    const entry = state.ledger[kind];
    if (!entry) continue;
    if (entry.state !== 'earned') return correctionRefused('bounty_settled', current, kind);
    if (hasOpenDispute(state, kind)) return correctionRefused('dispute_open', current, kind);
    withdrawn.push(kind);
  }
  return [
    {
      type: 'ProspectStatusCorrected',
      data: {
        ...parties,
        from: current,
        to: back,
        reason: command.reason,
        correctedBy: command.operatorId,
        undo: isWithinUndoWindow(at, now),
        withdrawnBounties: withdrawn,
      },
    },
  ];
}

/** The prospect became a customer: the win bounty and the revenue share of the deal are earned with it. */
function recordWonDeal(command: Command<'RecordWonDeal'>, state: ProspectState): ProspectDecision {
  const parties = operatorsPipelineProspect(state, command);
  if (!isParties(parties)) return parties;
  const refusal = wonDealRefusal(state.status!, state.dealWon);
  if (refusal === 'already_won') return refuse('deal_already_won', wonDealRefusalMessage(refusal));
  if (refusal) return refuse('meeting_not_held', wonDealRefusalMessage(refusal));
  const dealValue: Money = { amountCents: command.dealValueCents, currency: 'USD' };
  const events: DecidedEvent<ProspectStreamEventType>[] = [
    { type: 'ProspectDealWon', data: { ...parties, dealValue } },
  ];
  // Terms are fixed at approval, which precedes any held meeting; a prospect from before the
  // ledger existed has none, and earns no win bounty rather than one on invented terms.
  if (state.terms)
    events.push(
      ...bountiesEarned(parties, bountiesEarnedByWonDeal(state.terms, command.dealValueCents), state),
    );
  return events;
}

// ---------------------------------------------------------------- the ledger

/** An earned bounty is approved once; not yet earned is a bad request, already done a conflict. */
function approveBounty(command: Command<'ApproveBounty'>, state: ProspectState): ProspectDecision {
  const parties = operatorsPipelineProspect(state, command);
  if (!isParties(parties)) return parties;
  const refusal = approvalRefusal(state.ledger[command.kind]?.state ?? null);
  if (refusal === 'not_earned') return refuse('bounty_not_earned', bountyStepRefusalMessage(refusal));
  if (refusal) return refuse('bounty_already_approved', bountyStepRefusalMessage(refusal));
  return [{ type: 'BountyApproved', data: { ...parties, kind: command.kind } }];
}

function payBounty(command: Command<'PayBounty'>, state: ProspectState): ProspectDecision {
  const parties = operatorsPipelineProspect(state, command);
  if (!isParties(parties)) return parties;
  const entry = state.ledger[command.kind];
  const refusal = paymentRefusal(entry?.state ?? null);
  if (refusal === 'already_paid') return refuse('bounty_already_paid', bountyStepRefusalMessage(refusal));
  if (refusal === 'not_approved') return refuse('bounty_not_approved', bountyStepRefusalMessage(refusal));
  if (refusal || !entry) return refuse('bounty_not_earned', bountyStepRefusalMessage('not_earned'));
  return [
    {
      type: 'BountyPaid',
      data: {
        ...parties,
        kind: command.kind,
        // The whole amount, or what an auditor's upward correction left to pay.
        amount: { amountCents: entry.amountCents - entry.paidCents, currency: 'USD' },
        method: command.method,
        reference: command.reference,
      },
    },
  ];
}

// ---------------------------------------------------------------- disputes

/** A party opens a dispute on a ledger entry, one at a time per entry, within the window. */
function openDispute(
  command: Command<'OpenDispute'>,
  state: ProspectState,
  facts: ProspectFacts,
): ProspectDecision {
  const parties = disputeParties(state, command.prospectId, command);
  if (!isParties(parties)) return parties;
  const entry = disputableEntries(state)[command.bountyKind] ?? null;
  const refusal = disputeOpenRefusal(
    entry,
    hasOpenDispute(state, command.bountyKind),
    required(facts.now, 'now'),
  );
  if (refusal === 'already_open') return refuse('dispute_already_open', disputeOpenRefusalMessage(refusal));
  if (refusal === 'window_closed') return refuse('dispute_window_closed', disputeOpenRefusalMessage(refusal));
  if (refusal || !entry) return refuse('dispute_no_entry', disputeOpenRefusalMessage('no_entry'));
  return [
    {
      type: 'DisputeOpened',
      data: {
        ...parties,
        disputeId: command.disputeId,
        kind: command.bountyKind,
        openedBy: command.party,
        reason: command.reason,
        evidence: command.evidence,
        links: command.links,
        entry: { state: entry.state, amountCents: entry.amountCents, paidCents: entry.paidCents },
      },
    },
  ];
}

/** The party that did not open the dispute responds, once, while it is unresolved. */
function respondToDispute(command: Command<'RespondToDispute'>, state: ProspectState): ProspectDecision {
  const parties = disputeParties(state, command.prospectId, command);
  if (!isParties(parties)) return parties;
  const dispute = state.disputes[command.disputeId];
  if (!dispute) return refuse('dispute_not_found', DISPUTE_MESSAGES.notFound);
  const refusal = responseRefusal(dispute, command.party);
  if (refusal === 'own_dispute') return refuse('dispute_own', disputeStepRefusalMessage(refusal));
  if (refusal === 'already_responded')
    return refuse('dispute_already_responded', disputeStepRefusalMessage(refusal));
  if (refusal) return refuse('dispute_already_resolved', disputeStepRefusalMessage(refusal));
  return [
    {
      type: 'DisputeResponded',
      data: {
        ...parties,
        disputeId: command.disputeId,
        kind: dispute.kind,
        respondedBy: command.party,
        response: command.response,
        links: command.links,
      },
    },
  ];
}

/** An auditor resolves an unresolved dispute; an adjusted outcome also corrects the ledger entry. */
function resolveDispute(command: Command<'ResolveDispute'>, state: ProspectState): ProspectDecision {
  const parties = disputeParties(state, command.prospectId);
  if (!isParties(parties)) return parties;
  const dispute = state.disputes[command.disputeId];
  if (!dispute) return refuse('dispute_not_found', DISPUTE_MESSAGES.notFound);
  const refusal = resolutionRefusal(dispute);
  if (refusal) return refuse('dispute_already_resolved', disputeStepRefusalMessage(refusal));
  const corrected = command.outcome === 'adjusted' ? command.correctedAmountCents : null;
  const events: DecidedEvent<ProspectStreamEventType>[] = [
    {
      type: 'DisputeResolved',
      data: {
        ...parties,
        disputeId: command.disputeId,
        kind: dispute.kind,
        outcome: command.outcome,
        note: command.note,
        correctedAmount: corrected === null ? null : { amountCents: corrected, currency: 'USD' },
      },
    },
  ];
  if (corrected !== null) {
    const entry = state.ledger[dispute.kind];
    events.push({
      type: 'BountyAdjusted',
      data: {
        ...parties,
        kind: dispute.kind,
        disputeId: command.disputeId,
        amount: { amountCents: corrected, currency: 'USD' },
        previousAmountCents: entry?.amountCents ?? null,
        state: adjustedEntryState(corrected, entry?.paidCents ?? 0),
      },
    });
  }
  return events;
}

export function decideProspect(
  command: ProspectCommand,
  state: ProspectState,
  facts: ProspectFacts,
): ProspectDecision {
  switch (command.type) {
    case 'RecommendProspect':
      return recommend(command, state);
    case 'EditRecommendation':
      return editRecommendation(command, state);
    case 'RemoveRecommendation':
      return removeRecommendation(command, state);
    case 'AnswerRecommendation':
      return answerRecommendation(command, state, facts);
    case 'AnswerRecommendationOnAcceptance':
      return answerRecommendationOnAcceptance(command, state);
    case 'SubmitProspect':
      return submit(command, state);
    case 'RenameProspect':
      return rename(command, state);
    case 'ChangeProspectStatus':
      return changeStatus(command, state, facts);
    case 'CorrectProspectStatus':
      return correctStatus(command, state, facts);
    case 'RecordWonDeal':
      return recordWonDeal(command, state);
    case 'ApproveBounty':
      return approveBounty(command, state);
    case 'PayBounty':
      return payBounty(command, state);
    case 'OpenDispute':
      return openDispute(command, state, facts);
    case 'RespondToDispute':
      return respondToDispute(command, state);
    case 'ResolveDispute':
      return resolveDispute(command, state);
  }
}

export const prospectDecider: Decider<
  ProspectState,
  ProspectCommand,
  ProspectStreamEventType,
  ProspectFacts,
  ProspectRefusalCode
> = {
  eventTypes: PROSPECT_STREAM_EVENT_TYPES,
  initialState: initialProspectState,
  evolve: evolveProspect,
  decide: decideProspect,
};
