export const INVITATION_QUESTION_EVENT_TYPES = {
  invitationQuestionAsked: 'InvitationQuestionAsked',
} as const;

/** One stream per question: it is a fact of its own, asked by a visitor who has no account. */
export const invitationQuestionStream = (questionId: string): string => `invitation-question-${questionId}`;

/** A visitor of a public invitation page asked its operator a question ('I have questions first'). */
export interface InvitationQuestionAskedData {
  questionId: string;
  invitationId: string;
  operatorId: string;
  /** As typed, trimmed. */
  askerName: string;
  askerEmail: string;
  question: string;
}
