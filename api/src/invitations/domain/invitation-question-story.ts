import type { InvitationStatus } from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { invitationQuestionDecider } from './invitation-question.js';
import type { InvitationQuestionCommand, InvitationQuestionFacts } from './invitation-question-commands.js';
import type { InvitationQuestionStreamEventType } from './invitation-question-state.js';

/**
 * Given/when/then for a question's decider: the events already on its stream, a command with the
 * invitation the handler loaded, and the events decided (or the refusal). Test support only.
 */

type QuestionFact = DecidedEvent<InvitationQuestionStreamEventType>;

export const QUESTION = 'q-1';
export const INVITATION = 'inv-1';
export const OPERATOR = 'op-1';

export const given = deciderStory(invitationQuestionDecider, `invitation-question-${QUESTION}`, {
  invitation: null,
});

export const ask: InvitationQuestionCommand = {
  type: 'AskInvitationQuestion',
  questionId: QUESTION,
  askerName: 'Vera Visitor',
  askerEmail: 'vera@example.com',
  question: 'Who pays the bounty?',
};

export const asked: QuestionFact = {
  type: 'InvitationQuestionAsked',
  data: {
    questionId: QUESTION,
    invitationId: INVITATION,
    operatorId: OPERATOR,
    askerName: 'Vera Visitor',
    askerEmail: 'vera@example.com',
    question: 'Who pays the bounty?',
  },
};

/** The invitation as the read model shows it. */
export const invitation = (status: InvitationStatus = 'active'): InvitationQuestionFacts => ({
  invitation: { id: INVITATION, operatorId: OPERATOR, status },
});

export const ANSWERED_AT = '2026-11-27T10:00:00.000Z';

/** The operator's reply; `by` another operator, or another text, as a test needs. */
export const reply = (
  answer = 'We pay within a week of the meeting.',
  by = OPERATOR,
  replyId = 'r-1',
): InvitationQuestionCommand => ({
  type: 'AnswerInvitationQuestion',
  questionId: QUESTION,
  replyId,
  operatorId: by,
  operatorName: 'Sofia Seller',
  answer,
  at: ANSWERED_AT,
});

export const answered = (answer = 'We pay within a week of the meeting.', replyId = 'r-1'): QuestionFact => ({
  type: 'InvitationQuestionAnswered',
  data: {
    questionId: QUESTION,
    replyId,
    invitationId: INVITATION,
    operatorId: OPERATOR,
    answeredBy: OPERATOR,
    answeredByName: 'Sofia Seller',
    answer,
    answeredAt: ANSWERED_AT,
    askerName: 'Vera Visitor',
    askerEmail: 'vera@example.com',
    question: 'Who pays the bounty?',
  },
});
