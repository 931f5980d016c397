import { queryPath } from '../query-keys.js';

/** Field lengths of the 'Ask a Question' dialog. */
export const INVITATION_QUESTION_LIMITS = {
  name: 200,
  email: 254,
  question: 2_000,
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
  sentText: 'Your question is on its way. The sender will answer you by email.',
  sendFailed: 'Your question could not be sent. Please try again.',
  tooManyQuestions: 'Too many questions from this address. Please try again later.',
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
}

export const INVITATION_QUESTIONS_PATH = queryPath('GET /api/operator/invitation-questions');
