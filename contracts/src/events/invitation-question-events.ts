export const INVITATION_QUESTION_EVENT_TYPES = {
  invitationQuestionAsked: 'InvitationQuestionAsked',
  invitationQuestionAnswered: 'InvitationQuestionAnswered',
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

/**
 * The invitation's operator answered a visitor's question from the dashboard; the answer is emailed
 * to the asker. A question may be answered more than once (a follow-up, a correction), each reply an
 * event of its own. The asker's name, address and question are copied from the question so the
 * email can be sent from this event alone.
 */
export interface InvitationQuestionAnsweredData {
  questionId: string;
  /** Given by the handler: this reply's id. */
  replyId: string;
  invitationId: string;
  operatorId: string;
  /** The operator's user id (the only one allowed to answer). */
  answeredBy: string;
  /** The operator's name as the asker reads it in the email, at the time of the reply. */
  answeredByName: string;
  /** As typed, trimmed. */
  answer: string;
  answeredAt: string;
  askerName: string;
  askerEmail: string;
  question: string;
}
