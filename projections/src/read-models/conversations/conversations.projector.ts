import { INVITATION_EVENT_TYPES, MESSAGING_EVENT_TYPES } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';
import { conversationIdFor } from './conversation-id.js';
import { conversationListQueryKey, conversationMessagesQueryKey } from './conversation-query-keys.js';

/**
 * One conversation per operator–networker pair, started by the networker's first acceptance of
 * one of the operator's invitations (later acceptances and replays name the same row), and its messages.
 */
export const conversationsProjector = defineProjector({
  name: 'conversations',
  eventTypes: [INVITATION_EVENT_TYPES.invitationAccepted, MESSAGING_EVENT_TYPES.messageSent],
  tables: ['conversation_messages', 'conversations'],
  async handle(event, context) {
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
        if (started.rowCount) {
          context.invalidateForUsers([data.operatorId, data.networkerUserId], [conversationListQueryKey()]);
        }
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
        await context.query(
          `UPDATE conversations SET last_message = $2, last_message_at = $3 WHERE id = $1`,
          [data.conversationId, data.message, event.recordedAt],
        );
        context.invalidateForUsers(
          [data.operatorId, data.networkerUserId],
          [conversationListQueryKey(), conversationMessagesQueryKey(data.conversationId)],
        );
        break;
      }
    }
  },
});
