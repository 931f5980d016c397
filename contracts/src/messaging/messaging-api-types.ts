import type { MessageSenderType } from '../events/messaging-events.js';
import type { CommandAnswer } from '../http.js';

/** GET /api/conversations: one row per operator–networker pair the caller is part of. */
export interface Conversation {
  id: string;
  operatorId: string;
  operatorName: string;
  networkerUserId: string;
  networkerName: string;
  /** The caller's side of the conversation. */
  yourRole: MessageSenderType;
  /** The other party's name, as the list shows it. */
  otherPartyName: string;
  lastMessage: string | null;
  /** ISO time of the last message, or of the start when there is none yet. */
  lastMessageAt: string;
  /** Messages from the other party since the caller last opened the conversation. */
  unreadCount: number;
}

/** PATCH /api/conversations/{id}/read: the caller has read the conversation up to its latest message. */
export interface ConversationReadAnswer {
  success: true;
}

/** GET /api/conversations/{id}/messages, oldest first. */
export interface ConversationMessage {
  id: string;
  message: string;
  senderType: MessageSenderType;
  senderUserId: string;
  senderName: string;
  prospectId: string | null;
  /** The name of the contact the message is about, when it is about one. */
  prospectContext: string | null;
  createdAt: string;
}

/**
 * POST /api/conversations/{id}/messages. The spec's client also sends who it is: senderType must be
 * the caller's side of the conversation, and senderName is not used (the name comes from the account).
 */
export interface SendMessageRequest {
  message: string;
  prospectId?: string;
  senderType?: MessageSenderType;
  senderName?: string;
}

export interface SentMessageAnswer extends CommandAnswer {
  id: string;
}
