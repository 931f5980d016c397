import type { Conversation, ConversationMessage } from '@referrals/contracts';
import { NETWORKER_NAME, OPERATOR_NAME, partyNameJoins } from '../../platform/database/party-names.js';

/** A conversation as `conversationColumns` reads it: the answer's fields before its ISO time. */
export type ConversationRow = Omit<Conversation, 'lastMessageAt'> & { lastMessageAt: Date };

/** A message as `MESSAGE_COLUMNS` reads it: the answer's fields before its ISO time. */
export type MessageRow = Omit<ConversationMessage, 'createdAt'> & { createdAt: Date };

/** The tables the party names come from, for the conversation under the alias `c`. */
export const CONVERSATION_PARTY_JOINS = partyNameJoins('c.operator_id', 'c.networker_user_id');

/**
 * A conversation's columns as the caller (the parameter `caller`) sees it, from conversations `c` and
 * `CONVERSATION_PARTY_JOINS`: their side, the other side's name, and the other side's messages since
 * the caller last opened it.
 */
export const conversationColumns = (caller: string) => `
  c.id, c.operator_id AS "operatorId", ${OPERATOR_NAME} AS "operatorName",
  c.networker_user_id AS "networkerUserId", ${NETWORKER_NAME} AS "networkerName",
  CASE WHEN c.operator_id = ${caller} THEN 'operator' ELSE 'networker' END AS "yourRole",
  CASE WHEN c.operator_id = ${caller} THEN ${NETWORKER_NAME} ELSE ${OPERATOR_NAME} END AS "otherPartyName",
  c.last_message AS "lastMessage", c.last_message_at AS "lastMessageAt",
  (SELECT count(*)::int FROM conversation_messages m
   WHERE m.conversation_id = c.id AND m.sender_user_id <> ${caller}
     AND m.created_at > COALESCE(
       (SELECT r.last_read_at FROM conversation_reads r
        WHERE r.user_id = ${caller} AND r.conversation_id = c.id),
       '-infinity')) AS "unreadCount"`;

/** The list's order: the latest activity first, then by id. */
export const CONVERSATION_ORDER = 'c.last_message_at DESC, c.id';

/** A message's columns, from conversation_messages `m` and its contact, prospects `p` (left joined). */
export const MESSAGE_COLUMNS = `
  m.id, m.message, m.sender_type AS "senderType", m.sender_user_id AS "senderUserId",
  m.sender_name AS "senderName", m.prospect_id AS "prospectId", p.prospect_name AS "prospectContext",
  m.created_at AS "createdAt"`;

export const conversationOf = (row: ConversationRow): Conversation => ({
  ...row,
  lastMessageAt: row.lastMessageAt.toISOString(),
});

export const messageOf = (row: MessageRow): ConversationMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
