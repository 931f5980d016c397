import { Inject, Injectable } from '@nestjs/common';
import type { ConversationPage } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import { nextTimeIdCursor, type TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import {
  CONVERSATION_ORDER,
  CONVERSATION_PARTY_JOINS,
  conversationColumns,
  conversationOf,
  type ConversationRow,
} from './conversation-rows.js';

interface PagedConversationRow extends ConversationRow {
  /** last_message_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  atExact: string;
}

/** What narrows a page: the conversation a link names, and the other party's user id (either or both). */
export interface ConversationPageFilter {
  id?: string | undefined;
  withUserId?: string | undefined;
}

interface StatementShape {
  after: boolean;
  byId: boolean;
  withUser: boolean;
}

/** The columns `conversationColumns` reads from the conversation itself. */
const OWN_COLUMNS = 'c.id, c.operator_id, c.networker_user_id, c.last_message, c.last_message_at';

/**
 * The page of the caller's conversations ($1 caller, $2 how many rows; then the cursor's time and id, the
 * conversation's id and the other party's id, each when given), in the full list's order. The caller is
 * the operator of some and the networker of others: each side is one range of its own index
 * (`conversations_operator_order`, `conversations_networker_order`) read in order from the cursor on, and
 * the page is the first rows of the two merged. A conversation of the caller with themselves (if one were
 * ever made) is read on the operator's side only.
 */
function pageStatement({ after, byId, withUser }: StatementShape): string {
  let next = 3;
  const placeholder = () => `$${next++}`;
  const at = after ? placeholder() : null;
  const afterId = after ? placeholder() : null;
  const id = byId ? placeholder() : null;
  const other = withUser ? placeholder() : null;
  // The first comparison bounds the index range; the second breaks ties on the time by id (ascending).
  const keyset = at
    ? `AND c.last_message_at <= ${at}::timestamptz AND (c.last_message_at < ${at}::timestamptz OR c.id > ${afterId}::uuid)`
    : '';
  const narrowed = id ? `AND c.id = ${id}::uuid` : '';
  const side = (mine: string, theirs: string, exclude: string) => `
    (SELECT ${OWN_COLUMNS} FROM conversations c
     WHERE c.${mine} = $1 ${exclude} ${narrowed} ${other ? `AND c.${theirs} = ${other}::uuid` : ''} ${keyset}
     ORDER BY ${CONVERSATION_ORDER} LIMIT $2)`;
  return `
    SELECT ${conversationColumns('$1')}, ${exactUtcTimeSql('c.last_message_at')} AS "atExact"
    FROM (${side('operator_id', 'networker_user_id', '')}
          UNION ALL ${side('networker_user_id', 'operator_id', 'AND c.operator_id <> $1')}) c
      ${CONVERSATION_PARTY_JOINS}
    ORDER BY ${CONVERSATION_ORDER}
    LIMIT $2`;
}

/** Each shape's statement, written once. */
const STATEMENTS = new Map<string, string>();
const statementFor = (shape: StatementShape): string => {
  const name = JSON.stringify(shape);
  let statement = STATEMENTS.get(name);
  if (statement === undefined) STATEMENTS.set(name, (statement = pageStatement(shape)));
  return statement;
};

/**
 * The other party's messages the caller has not read, across all the caller's conversations ($1 caller):
 * the sum of the list's unreadCount.
 */
const UNREAD_MESSAGES = `
  SELECT count(*)::int AS unread
  FROM conversations c
  JOIN conversation_messages m ON m.conversation_id = c.id
  LEFT JOIN conversation_reads r ON r.user_id = $1 AND r.conversation_id = c.id
  WHERE (c.operator_id = $1 OR c.networker_user_id = $1) AND m.sender_user_id <> $1
    AND m.created_at > COALESCE(r.last_read_at, '-infinity')`;

/** The caller's conversations in pages, for screens (the full list stays for the spec's client). */
@Injectable()
export class ConversationPages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async pageFor(
    userId: string,
    filter: ConversationPageFilter,
    after: TimeIdPosition | null,
    limit: number,
  ): Promise<ConversationPage> {
    const shape = {
      after: after !== null,
      byId: filter.id !== undefined,
      withUser: filter.withUserId !== undefined,
    };
    const parameters: unknown[] = [userId, limit + 1];
    if (after) parameters.push(after.at, after.id);
    if (filter.id !== undefined) parameters.push(filter.id);
    if (filter.withUserId !== undefined) parameters.push(filter.withUserId);
    // One row more than asked for tells whether a next page exists.
    const [rows, [unread]] = await Promise.all([
      this.dataSource.query<PagedConversationRow[]>(statementFor(shape), parameters),
      this.dataSource.query<{ unread: number }[]>(UNREAD_MESSAGES, [userId]),
    ]);
    const shown = rows.slice(0, limit);
    return {
      items: shown.map(({ atExact: _exact, ...row }) => conversationOf(row)),
      nextCursor: nextTimeIdCursor(rows, shown, limit),
      unreadMessages: unread?.unread ?? 0,
    };
  }
}
