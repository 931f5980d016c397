import { type NewEventOf, type INVITATION_QUESTION_STREAM_EVENT_TYPES } from '@referrals/contracts';

/** A question's stream (`invitation-question-{id}`), folded: the one question asked and its replies. */

export type InvitationQuestionStreamEventType = (typeof INVITATION_QUESTION_STREAM_EVENT_TYPES)[number];

/** The question as asked: what a reply needs to reach its asker. */
export interface AskedQuestion {
  invitationId: string;
  operatorId: string;
  askerName: string;
  askerEmail: string;
  question: string;
}

export interface InvitationQuestionState {
  asked: AskedQuestion | null;
  replies: number;
}

export const initialInvitationQuestionState: InvitationQuestionState = { asked: null, replies: 0 };

export type InvitationQuestionEvent = NewEventOf<InvitationQuestionStreamEventType>;

export function evolveInvitationQuestion(
  state: InvitationQuestionState,
  event: InvitationQuestionEvent,
): InvitationQuestionState {
  switch (event.type) {
    case 'InvitationQuestionAsked': {
      const { invitationId, operatorId, askerName, askerEmail, question } = event.data;
      return { ...state, asked: { invitationId, operatorId, askerName, askerEmail, question } };
    }
    case 'InvitationQuestionAnswered':
      return { ...state, replies: state.replies + 1 };
  }
}
