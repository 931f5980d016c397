import { Inject, Injectable } from '@nestjs/common';
import {
  type Conversation,
  type ConversationMessage,
  type MessageSenderType,
  MESSAGING_MESSAGES,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { NETWORKER_NAME, OPERATOR_NAME } from '../../platform/database/party-names.js';
import type { ConversationPair, ConversationRefusalCode } from '../domain/conversation-commands.js';
import {
  CONVERSATION_ORDER,
  CONVERSATION_PARTY_JOINS,
  conversationColumns,
  conversationOf,
  type ConversationRow,
  MESSAGE_COLUMNS,
  messageOf,
  type MessageRow,
} from './conversation-rows.js';

/** A conversation as a party to it sees it: who is on each side and which side the caller is. */
export interface ConversationParties {
  id: string;
  operatorId: string;
  networkerUserId: string;
  yourRole: MessageSenderType;
}

/** Reads of the conversations read model, always on behalf of one of the two parties. */
@Injectable()
export class ConversationDirectory {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The caller's conversations, the most recently active first. */
  async of(userId: string): Promise<Conversation[]> {
    const rows = await this.dataSource.query<ConversationRow[]>(
      `SELECT ${conversationColumns('$1')}
       FROM conversations c ${CONVERSATION_PARTY_JOINS}
       WHERE c.operator_id = $1 OR c.networker_user_id = $1
       ORDER BY ${CONVERSATION_ORDER}`,
      [userId],
    );
    return rows.map(conversationOf);
  }

  /**
   * Records that the caller has read the conversation up to its latest message (in the read model now);
   * a position only moves forward, so a late request never brings back a read message.
   */
  async markRead(conversationId: string, userId: string): Promise<void> {
    await this.forParty(conversationId, userId);
    await this.dataSource.query(
      `INSERT INTO conversation_reads (user_id, conversation_id, last_read_at)
       SELECT $1, $2, COALESCE(max(created_at), '-infinity') FROM conversation_messages
       WHERE conversation_id = $2
       ON CONFLICT (user_id, conversation_id) DO UPDATE
         SET last_read_at = GREATEST(conversation_reads.last_read_at, EXCLUDED.last_read_at),
             updated_at = now()`,
      [userId, conversationId],
    );
  }

  /** The conversation if the caller is one of its parties; 404 otherwise, so outsiders learn nothing. */
  async forParty(conversationId: string, userId: string): Promise<ConversationParties> {
    const [row] = await this.dataSource.query<Omit<ConversationParties, 'yourRole'>[]>(
      `SELECT id, operator_id AS "operatorId", networker_user_id AS "networkerUserId"
       FROM conversations WHERE id = $1 AND (operator_id = $2 OR networker_user_id = $2)`,
      [conversationId, userId],
    );
    if (!row) {
      throw new RefusalError(
        refuse<ConversationRefusalCode>('conversation_not_found', MESSAGING_MESSAGES.conversationNotFound),
      );
    }
    return { ...row, yourRole: row.operatorId === userId ? 'operator' : 'networker' };
  }

  /** The thread, oldest first; only the messages about one contact when prospectId is given. */
  async messages(conversationId: string, prospectId: string | null): Promise<ConversationMessage[]> {
    const rows = await this.dataSource.query<MessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS}
       FROM conversation_messages m
       LEFT JOIN prospects p ON p.id = m.prospect_id
       WHERE m.conversation_id = $1 AND ($2::uuid IS NULL OR m.prospect_id = $2)
       ORDER BY m.created_at, m.id`,
      [conversationId, prospectId],
    );
    return rows.map(messageOf);
  }

  /** The conversation's pair with the names each side signs with; null when there is no such conversation. */
  async pairOf(conversationId: string): Promise<ConversationPair | null> {
    const [row] = await this.dataSource.query<ConversationPair[]>(
      `SELECT c.operator_id AS "operatorId", c.networker_user_id AS "networkerUserId",
         ${OPERATOR_NAME} AS "operatorName", ${NETWORKER_NAME} AS "networkerName"
       FROM conversations c ${CONVERSATION_PARTY_JOINS} WHERE c.id = $1`,
      [conversationId],
    );
    return row ?? null;
  }

  /** Whether the contact was submitted (or approved) by this networker for this operator. */
  async prospectBelongsToPair(
    prospectId: string,
    pair: Pick<ConversationPair, 'operatorId' | 'networkerUserId'>,
  ): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM prospects WHERE id = $1 AND operator_id = $2 AND networker_user_id = $3`,
      [prospectId, pair.operatorId, pair.networkerUserId],
    );
    return rows.length > 0;
  }
}
