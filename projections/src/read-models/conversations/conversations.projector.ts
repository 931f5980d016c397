import { INVITATION_EVENT_TYPES, MESSAGING_EVENT_TYPES } from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import { storedConversationIds, writeConversations } from './conversation-batch-statements.js';
import { conversationIdFor } from './conversation-id.js';
import { conversationListQueryKeys, conversationMessagesQueryKeys } from './conversation-query-keys.js';
import { type ConversationEvent, conversationIdsOf, conversationWrites } from './conversation-writes.js';

/**
 * One conversation per operator–networker pair, started by the networker's first acceptance of
 * one of the operator's invitations (later acceptances and replays name the same row), and its messages.
 * `handle` is the reference, one event at a time; a batch reads which of its conversations and messages
 * are stored, folds its events in memory (conversation-writes) and writes at most three statements.
 */
export const conversationsProjector = defineProjector({
  name: 'conversations',
  eventTypes: [INVITATION_EVENT_TYPES.invitationAccepted, MESSAGING_EVENT_TYPES.messageSent],
  tables: ['conversation_messages', 'conversations'],
  handle: applyEvent,
  async handleBatch(events, context) {
    const writes = conversationWrites(
      await storedConversationIds(context, conversationIdsOf(events)),
      events,
    );
    if (!writes) {
      for (const event of events) await applyEvent(event, context);
      return;
    }
    writeConversations(context, writes);
    if (context.collectsInvalidations)
      for (const event of writes.effective) invalidateScreensOf(event, context);
  },
});

/** One event's statements: the reference the batches are held to. */
async function applyEvent(event: ConversationEvent, context: ProjectionContext): Promise<void> {
  switch (event.type) {
    case INVITATION_EVENT_TYPES.invitationAccepted: {
      const { data } = event;
      const started = await context.query(
        `INSERT INTO conversations (id, operator_id, networker_user_id, started_at, last_message_at)
         VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO NOTHING`,
        [
          conversationIdFor(data.operatorId, data.networkerUserId),
          data.operatorId,
          data.networkerUserId,
          event.recordedAt,
        ],
      );
      if (started.rowCount) invalidateScreensOf(event, context);
      break;
    }
    case MESSAGING_EVENT_TYPES.messageSent: {
      const { data } = event;
      const added = await context.query(
        `INSERT INTO conversation_messages
           (id, conversation_id, sender_user_id, sender_type, sender_name, message, prospect_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [
          data.messageId,
          data.conversationId,
          data.senderUserId,
          data.senderType,
          data.senderName,
          data.message,
          data.prospectId,
          event.recordedAt,
        ],
      );
      if (!added.rowCount) break;
      await context.query(`UPDATE conversations SET last_message = $2, last_message_at = $3 WHERE id = $1`, [
        data.conversationId,
        data.message,
        event.recordedAt,
      ]);
      invalidateScreensOf(event, context);
      break;
    }
  }
}

/** The screens an event that took effect changes: both parties' conversation lists, and the thread of a message. */
function invalidateScreensOf(event: ConversationEvent, context: ProjectionContext): void {
  const { operatorId, networkerUserId } = event.data;
  const keys =
    event.type === MESSAGING_EVENT_TYPES.messageSent
      ? [...conversationListQueryKeys(), ...conversationMessagesQueryKeys(event.data.conversationId)]
      : conversationListQueryKeys();
  context.invalidateForUsers([operatorId, networkerUserId], keys);
}
