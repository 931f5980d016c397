import {
  API_MESSAGES,
  INVITATION_QUESTION_LIMITS,
  INVITATION_QUESTION_MESSAGES as Q,
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
 * Each question is a stream of its own, asked once. Its operator (no one else) may reply, a few
 * times at most (a follow-up, a correction); each reply is emailed to the asker.
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
  if (state.asked !== null) return refuse('question_already_asked', API_MESSAGES.concurrentChange);
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

function answer(
  command: Command<'AnswerInvitationQuestion'>,
  state: InvitationQuestionState,
): QuestionDecision {
  const { asked } = state;
  if (asked === null) return refuse('question_not_found', Q.questionNotFound);
  // Worded (and answered, 404) as an unknown question: others learn nothing of it.
  if (asked.operatorId !== command.operatorId)
    return refuse('question_of_another_operator', Q.questionNotFound);
  const text = command.answer.trim();
  if (text === '') return refuse('question_reply_required', Q.answerRequired);
  if (text.length > INVITATION_QUESTION_LIMITS.answer)
    return refuse('question_reply_too_long', Q.answerTooLong);
  if (state.replies >= INVITATION_QUESTION_LIMITS.repliesPerQuestion)
    return refuse('question_replies_exhausted', Q.tooManyReplies);
  return [
    {
      type: 'InvitationQuestionAnswered',
      data: {
        questionId: command.questionId,
        replyId: command.replyId,
        invitationId: asked.invitationId,
        operatorId: asked.operatorId,
        answeredBy: command.operatorId,
        answeredByName: command.operatorName,
        answer: text,
        answeredAt: command.at,
        askerName: asked.askerName,
        askerEmail: asked.askerEmail,
        question: asked.question,
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
    case 'AnswerInvitationQuestion':
      return answer(command, state);
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
