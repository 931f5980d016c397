import { type EventOf, INVITATION_EVENT_TYPES, MESSAGING_EVENT_TYPES } from '@referrals/contracts';
import { conversationIdFor } from './conversation-id.js';

/** The events the conversations projector reads. */
export type ConversationEvent = EventOf<
  typeof INVITATION_EVENT_TYPES.invitationAccepted | typeof MESSAGING_EVENT_TYPES.messageSent
>;

/** The conversation and message ids a batch's events name: the rows whose presence the fold needs. */
export function conversationIdsOf(events: readonly ConversationEvent[]): {
  conversations: string[];
  messages: string[];
} {
  const conversations = new Set<string>();
  const messages = new Set<string>();
  for (const event of events) {
    if (event.type === MESSAGING_EVENT_TYPES.messageSent) {
      conversations.add(event.data.conversationId);
      messages.add(event.data.messageId);
    } else {
      conversations.add(conversationIdFor(event.data.operatorId, event.data.networkerUserId));
    }
  }
  return { conversations: [...conversations], messages: [...messages] };
}

export interface ConversationRow {
  id: string;
  operatorId: string;
  networkerUserId: string;
  startedAt: Date;
  lastMessage: string | null;
  lastMessageAt: Date;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  senderUserId: string;
  senderType: string;
  senderName: string;
  message: string;
  prospectId: string | null;
  createdAt: Date;
}

/** A stored conversation's newest message after the batch. */
export interface LastMessage {
  conversationId: string;
  lastMessage: string;
  lastMessageAt: Date;
}

/** What a batch writes: new conversations (with their last message so far), then new messages, then stored conversations' last messages. */
export interface ConversationWrites {
  conversations: ConversationRow[];
  messages: MessageRow[];
  lastMessages: LastMessage[];
  /** The events that changed something (a conversation started, a message added), in order: whose screens to refresh. */
  effective: ConversationEvent[];
}

/**
 * The writes that leave the tables as each event's statements in turn would, given which of the named
 * conversations and messages are stored (ids as the events spell them). Null when an event's statement
 * would fail: a message to a conversation that has not started (its foreign key); the batch is then
 * applied event by event, to fail as it always has.
 */
export function conversationWrites(
  stored: { conversations: ReadonlySet<string>; messages: ReadonlySet<string> },
  events: readonly ConversationEvent[],
): ConversationWrites | null {
  const started = new Map<string, ConversationRow>();
  const storedLast = new Map<string, LastMessage>();
  const added = new Set<string>();
  const writes: ConversationWrites = { conversations: [], messages: [], lastMessages: [], effective: [] };
  for (const event of events) {
    if (event.type === INVITATION_EVENT_TYPES.invitationAccepted) {
      const { operatorId, networkerUserId } = event.data;
      const id = conversationIdFor(operatorId, networkerUserId);
      // ON CONFLICT (id) DO NOTHING
      if (stored.conversations.has(id) || started.has(id)) continue;
      const at = event.recordedAt;
      started.set(id, {
        id,
        operatorId,
        networkerUserId,
        startedAt: at,
        lastMessage: null,
        lastMessageAt: at,
      });
      writes.effective.push(event);
      continue;
    }
    const { data } = event;
    // ON CONFLICT (id) DO NOTHING: the message and its conversation stay as they are.
    if (stored.messages.has(data.messageId) || added.has(data.messageId)) continue;
    const startedRow = started.get(data.conversationId);
    if (!startedRow && !stored.conversations.has(data.conversationId)) return null;
    added.add(data.messageId);
    writes.messages.push({
      id: data.messageId,
      conversationId: data.conversationId,
      senderUserId: data.senderUserId,
      senderType: data.senderType,
      senderName: data.senderName,
      message: data.message,
      prospectId: data.prospectId,
      createdAt: event.recordedAt,
    });
    // UPDATE conversations SET last_message, last_message_at
    if (startedRow) {
      startedRow.lastMessage = data.message;
      startedRow.lastMessageAt = event.recordedAt;
    } else {
      storedLast.set(data.conversationId, {
        conversationId: data.conversationId,
        lastMessage: data.message,
        lastMessageAt: event.recordedAt,
      });
    }
    writes.effective.push(event);
  }
  writes.conversations = [...started.values()];
  writes.lastMessages = [...storedLast.values()];
  return writes;
}
