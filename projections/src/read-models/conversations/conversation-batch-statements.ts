import type { ProjectionContext } from '../../projector.js';
import { arrayLiteral } from '../sql/array-literal.js';
import type { ConversationWrites } from './conversation-writes.js';

/** Which of these conversations and messages are stored, in one statement, by the ids as given. */
export async function storedConversationIds(
  context: ProjectionContext,
  ids: { conversations: readonly string[]; messages: readonly string[] },
): Promise<{ conversations: Set<string>; messages: Set<string> }> {
  const { rows } = await context.query<{ kind: 'conversation' | 'message'; id: string }>(
    `SELECT 'conversation' AS kind, given.id FROM unnest($1::text[]) AS given(id)
      WHERE EXISTS (SELECT 1 FROM conversations c WHERE c.id = given.id::uuid)
     UNION ALL
     SELECT 'message', given.id FROM unnest($2::text[]) AS given(id)
      WHERE EXISTS (SELECT 1 FROM conversation_messages m WHERE m.id = given.id::uuid)`,
    [arrayLiteral(ids.conversations), arrayLiteral(ids.messages)],
  );
  const idsOf = (kind: string) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.id));
  return { conversations: idsOf('conversation'), messages: idsOf('message') };
}

/** A batch's writes in at most three statements: new conversations, new messages, stored conversations' last messages. */
export function writeConversations(context: ProjectionContext, writes: ConversationWrites): void {
  const { conversations, messages, lastMessages } = writes;
  if (conversations.length > 0) {
    context.write(
      `INSERT INTO conversations (id, operator_id, networker_user_id, started_at, last_message, last_message_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::timestamptz[], $5::text[], $6::timestamptz[])`,
      [
        arrayLiteral(conversations.map((row) => row.id)),
        arrayLiteral(conversations.map((row) => row.operatorId)),
        arrayLiteral(conversations.map((row) => row.networkerUserId)),
        arrayLiteral(conversations.map((row) => row.startedAt)),
        arrayLiteral(conversations.map((row) => row.lastMessage)),
        arrayLiteral(conversations.map((row) => row.lastMessageAt)),
      ],
    );
  }
  if (messages.length > 0) {
    context.write(
      `INSERT INTO conversation_messages
         (id, conversation_id, sender_user_id, sender_type, sender_name, message, prospect_id, created_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::uuid[],
                            $8::timestamptz[])`,
      [
        arrayLiteral(messages.map((row) => row.id)),
        arrayLiteral(messages.map((row) => row.conversationId)),
        arrayLiteral(messages.map((row) => row.senderUserId)),
        arrayLiteral(messages.map((row) => row.senderType)),
        arrayLiteral(messages.map((row) => row.senderName)),
        arrayLiteral(messages.map((row) => row.message)),
        arrayLiteral(messages.map((row) => row.prospectId)),
        arrayLiteral(messages.map((row) => row.createdAt)),
      ],
    );
  }
  if (lastMessages.length > 0) {
    context.write(
      `UPDATE conversations c SET last_message = v.last_message, last_message_at = v.last_message_at
       FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS v(id, last_message, last_message_at)
       WHERE c.id = v.id`,
      [
        arrayLiteral(lastMessages.map((row) => row.conversationId)),
        arrayLiteral(lastMessages.map((row) => row.lastMessage)),
        arrayLiteral(lastMessages.map((row) => row.lastMessageAt)),
      ],
    );
  }
}
