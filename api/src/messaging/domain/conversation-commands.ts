import type { MessageSenderType } from '@referrals/contracts';

/** What can be asked of a conversation, the facts from elsewhere a decision needs, and why one is refused. */

export type ConversationCommand = {
  type: 'SendMessage';
  conversationId: string;
  /** Given by the handler: the answer names it. */
  messageId: string;
  senderUserId: string;
  /** Trimmed and checked by the DTO. */
  message: string;
  /** The contact the message is about, if any. */
  prospectId: string | null;
  /** The side the client says it writes from; refused unless it is the sender's. */
  claimedSenderType: MessageSenderType | null;
};

/** The pair a conversation is between, and the names each side signs with. */
export interface ConversationPair {
  operatorId: string;
  networkerUserId: string;
  operatorName: string;
  networkerName: string;
}

/** What the handler loads from the read models. */
export interface ConversationFacts {
  /** The conversation's pair, started by an acceptance; null when there is no such conversation. */
  pair: ConversationPair | null;
  /** Whether the contact the message is about was submitted (or approved) by the pair's networker for its operator; true when it is about none. */
  prospectOfPair: boolean;
}

export type ConversationRefusalCode =
  'conversation_not_found' | 'sender_type_not_yours' | 'prospect_not_in_conversation';
