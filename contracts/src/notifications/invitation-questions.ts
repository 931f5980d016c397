import { groupThousands } from '../digits.js';
import type { CommandAnswer } from '../http.js';
import { queryPath } from '../query-keys.js';

/** Field lengths of the 'Ask a Question' dialog. */
export const INVITATION_QUESTION_LIMITS = {
  name: 200,
  email: 254,
  question: 2_000,
  /** The operator's reply, emailed to the asker. */
  answer: 5_000,
  /**
   * Replies to one question: enough for a follow-up or two, few enough not to flood the asker (whose
   * address is not verified, so it may be someone else's).
   */
  repliesPerQuestion: 3,
} as const;

/** The dialog's wording, shared by its client-side checks and the API's answers. */
export const INVITATION_QUESTION_MESSAGES = {
  dialogTitle: 'Ask a Question',
  nameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  questionRequired: 'Please enter your question',
  nameTooLong: `Name must be at most ${INVITATION_QUESTION_LIMITS.name} characters`,
  questionTooLong: `Question must be at most ${INVITATION_QUESTION_LIMITS.question} characters`,
  sentTitle: 'Message Sent!',
  answerRequired: 'Please write your reply',
  answerTooLong: `Reply must be at most ${groupThousands(String(INVITATION_QUESTION_LIMITS.answer))} characters`,
  questionNotFound: 'This question was not found.',
  tooManyReplies: `A question takes at most ${INVITATION_QUESTION_LIMITS.repliesPerQuestion} replies.`,
  replySentTitle: 'Reply sent',
  sendFailed: 'Your question could not be sent. Please try again.',
  tooManyQuestions: 'Too many questions from this address. Please try again later.',
  tooManyRepliesSent: 'You have sent too many replies in the last hour. Please try again later.',
} as const;

/** POST /api/invitations/:idOrSlug/questions */
export interface AskInvitationQuestionRequest {
  name: string;
  email: string;
  question: string;
}

export interface AskInvitationQuestionAnswer {
  questionId: string;
}

/**
 * What the visitor is told once the question is sent: who replies and to which address, without
 * promising a time (the operator answers when they read it).
 */
export const questionSentText = (operatorName: string, email: string): string =>
  `${operatorName.trim() || 'The sender'} will reply by email to ${email.trim()}.`;

/** POST /api/operator/invitation-questions/:questionId/replies: the operator's reply, emailed to the asker. */
export interface AnswerInvitationQuestionRequest {
  answer: string;
}

export interface AnswerInvitationQuestionAnswer extends CommandAnswer {
  replyId: string;
}

/** One reply the operator sent to a question. */
export interface InvitationQuestionReply {
  id: string;
  answer: string;
  answeredAt: string;
}

/** One question as its operator reads it (GET /api/operator/invitation-questions). */
export interface InvitationQuestionItem {
  id: string;
  invitationId: string;
  /** Who the invitation was for (its invitee or, for a generic one, its title). */
  invitationName: string;
  askerName: string;
  askerEmail: string;
  question: string;
  askedAt: string;
  /** The operator's replies, oldest first (none before they answer). */
  replies: InvitationQuestionReply[];
}

export const INVITATION_QUESTIONS_PATH = queryPath('GET /api/operator/invitation-questions');
