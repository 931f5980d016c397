import {
  API_MESSAGES,
  INVITATION_QUESTION_STREAM_EVENT_TYPES,
  isInvitationActive,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type {
  InvitationQuestionCommand,
  InvitationQuestionFacts,
  InvitationQuestionRefusalCode,
} from './invitation-question-commands.js';
import {
  evolveInvitationQuestion,
  initialInvitationQuestionState,
  type InvitationQuestionState,
  type InvitationQuestionStreamEventType,
} from './invitation-question-state.js';

/**
 * The invitation question aggregate (`invitation-question-{id}`): a visitor of a public invitation
 * page asks its operator a question ('I have questions first'), on an invitation that is active.
 * Each question is a stream of its own, asked once.
 */

type QuestionDecision = Decision<InvitationQuestionStreamEventType, InvitationQuestionRefusalCode>;
type Command<Type extends InvitationQuestionCommand['type']> = Extract<
  InvitationQuestionCommand,
  { type: Type }
>;

function ask(
  command: Command<'AskInvitationQuestion'>,
  state: InvitationQuestionState,
  { invitation }: InvitationQuestionFacts,
): QuestionDecision {
  if (!invitation) return refuse('question_invitation_not_found', M.invitationNotFound);
  if (!isInvitationActive(invitation.status))
    return refuse('question_invitation_disabled', M.invitationDisabled);
  if (state.asked) return refuse('question_already_asked', API_MESSAGES.concurrentChange);
  return [
    {
      type: 'InvitationQuestionAsked',
      data: {
        questionId: command.questionId,
        invitationId: invitation.id,
        operatorId: invitation.operatorId,
        askerName: command.askerName,
        askerEmail: command.askerEmail,
        question: command.question,
      },
    },
  ];
}

export function decideInvitationQuestion(
  command: InvitationQuestionCommand,
  state: InvitationQuestionState,
  facts: InvitationQuestionFacts,
): QuestionDecision {
  switch (command.type) {
    case 'AskInvitationQuestion':
      return ask(command, state, facts);
  }
}

export const invitationQuestionDecider: Decider<
  InvitationQuestionState,
  InvitationQuestionCommand,
  InvitationQuestionStreamEventType,
  InvitationQuestionFacts,
  InvitationQuestionRefusalCode
> = {
  eventTypes: INVITATION_QUESTION_STREAM_EVENT_TYPES,
  initialState: initialInvitationQuestionState,
  evolve: evolveInvitationQuestion,
  decide: decideInvitationQuestion,
};
