import { type ConversationStreamEventType, type NewEventOf } from '@referrals/contracts';

/** A conversation's stream (`conversation-{id}`) folded into what its commands decide on. */
export interface ConversationState {
  /** How many messages the stream holds. Messages set no rule on each other: no rule reads it. */
  messagesSent: number;
}

export const initialConversationState: ConversationState = { messagesSent: 0 };

export type ConversationEvent = NewEventOf<ConversationStreamEventType>;

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'MessageSent':
      return { messagesSent: state.messagesSent + 1 };
  }
}
