import { type EventOf, type INVITATION_QUESTION_STREAM_EVENT_TYPES } from '@referrals/contracts';

/** A question's stream (`invitation-question-{id}`), folded: it holds the one question asked. */

export type InvitationQuestionStreamEventType = (typeof INVITATION_QUESTION_STREAM_EVENT_TYPES)[number];

export interface InvitationQuestionState {
  asked: boolean;
}

export const initialInvitationQuestionState: InvitationQuestionState = { asked: false };

export type InvitationQuestionEvent = EventOf<InvitationQuestionStreamEventType>;

export function evolveInvitationQuestion(
  _state: InvitationQuestionState,
  event: InvitationQuestionEvent,
): InvitationQuestionState {
  switch (event.type) {
    case 'InvitationQuestionAsked':
      return { asked: true };
  }
}
