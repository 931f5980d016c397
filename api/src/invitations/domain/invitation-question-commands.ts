import type { InvitationStatus } from '@referrals/contracts';

/** What can be asked of a question's stream, the facts a decision needs, and why one is refused. */

export type InvitationQuestionCommand =
  | {
      type: 'AskInvitationQuestion';
      /** Given by the handler: the stream's id. */
      questionId: string;
      /** As the DTO left them: trimmed, checked. */
      askerName: string;
      askerEmail: string;
      question: string;
    }
  | {
      type: 'AnswerInvitationQuestion';
      questionId: string;
      /** Given by the handler: this reply's id. */
      replyId: string;
      /** The signed-in operator who replies. */
      operatorId: string;
      /** Their name as the asker will read it. */
      operatorName: string;
      /** As the DTO left it: trimmed, checked. */
      answer: string;
      /** The clock's time of the reply. */
      at: string;
    };

/** The invitation the question is asked on, as the invitations read model shows it. */
export interface QuestionedInvitation {
  id: string;
  operatorId: string;
  status: InvitationStatus;
}

/** What the handler loads. */
export interface InvitationQuestionFacts {
  /** The invitation named by the page's id or slug; null when there is none. */
  invitation: QuestionedInvitation | null;
}

export type InvitationQuestionRefusalCode =
  | 'question_invitation_not_found'
  | 'question_invitation_disabled'
  | 'question_already_asked'
  | 'question_not_found'
  | 'question_of_another_operator'
  | 'question_reply_required'
  | 'question_reply_too_long'
  | 'question_replies_exhausted';
