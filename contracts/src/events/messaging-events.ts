export const MESSAGING_EVENT_TYPES = {
  messageSent: 'MessageSent',
} as const;

/** One stream per operator–networker pair; the id is derived from the pair (see docs/decisions/0011). */
export const conversationStream = (conversationId: string): string => `conversation-${conversationId}`;

export const MESSAGE_SENDER_TYPES = ['operator', 'networker'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

export interface MessageSentData {
  conversationId: string;
  messageId: string;
  operatorId: string;
  networkerUserId: string;
  senderUserId: string;
  senderType: MessageSenderType;
  senderName: string;
  /** Trimmed, never blank. */
  message: string;
  /** The submitted contact the message is about, when it is about one. */
  prospectId: string | null;
}
