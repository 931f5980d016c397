import { Inject, Injectable } from '@nestjs/common';
import type { ConversationMessagePage } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { exactUtcTimeSql } from '../../platform/paging/keyset-cursor.js';
import { nextTimeIdCursor, type TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { MESSAGE_COLUMNS, messageOf, type MessageRow } from './conversation-rows.js';

interface PagedMessageRow extends MessageRow {
  /** created_at to the microsecond (the JavaScript Date keeps milliseconds), for the cursor. */
  atExact: string;
}

/**
 * The window before `keyset` of a thread ($1 conversation, $2 how many rows; $3 the contact when
 * `aboutOne`; then the cursor's time and id), the latest first: the thread's order reversed, so
 * `conversation_messages_thread` (or `conversation_messages_prospect_thread` for one contact) is read
 * backwards from the cursor on.
 */
const windowOfMessages = (aboutOne: boolean, keyset: (at: string, id: string) => string) => {
  const first = aboutOne ? 4 : 3;
  return `
  SELECT ${MESSAGE_COLUMNS}, ${exactUtcTimeSql('m.created_at')} AS "atExact"
  FROM conversation_messages m
  LEFT JOIN prospects p ON p.id = m.prospect_id
  WHERE m.conversation_id = $1 ${aboutOne ? 'AND m.prospect_id = $3' : ''} ${keyset(`$${first}`, `$${first + 1}`)}
  ORDER BY m.created_at DESC, m.id DESC
  LIMIT $2`;
};

// The first comparison bounds the index range; the second breaks ties on the time by id (descending).
const BEFORE_CURSOR = (at: string, id: string) =>
  `AND m.created_at <= ${at}::timestamptz AND (m.created_at < ${at}::timestamptz OR m.id < ${id}::uuid)`;
const LATEST = () => '';

/** Each variant's statements, written once. */
const WINDOW_STATEMENTS = {
  whole: { latest: windowOfMessages(false, LATEST), before: windowOfMessages(false, BEFORE_CURSOR) },
  aboutOne: { latest: windowOfMessages(true, LATEST), before: windowOfMessages(true, BEFORE_CURSOR) },
};

/**
 * A thread in windows, for screens (the whole thread stays for the spec's client): the latest messages
 * first, then the ones before them. A message that arrives while the user reads back lands after the
 * first window: the windows before a cursor neither repeat nor skip what was there.
 */
@Injectable()
export class MessagePages {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async windowOf(
    conversationId: string,
    prospectId: string | null,
    before: TimeIdPosition | null,
    limit: number,
  ): Promise<ConversationMessagePage> {
    const statements = WINDOW_STATEMENTS[prospectId === null ? 'whole' : 'aboutOne'];
    const parameters: unknown[] = [conversationId, limit + 1];
    if (prospectId !== null) parameters.push(prospectId);
    if (before) parameters.push(before.at, before.id);
    // One row more than asked for tells whether earlier messages exist.
    const rows = await this.dataSource.query<PagedMessageRow[]>(
      before ? statements.before : statements.latest,
      parameters,
    );
    const shown = rows.slice(0, limit);
    return {
      items: shown.map(({ atExact: _exact, ...row }) => messageOf(row)),
      nextCursor: nextTimeIdCursor(rows, shown, limit),
    };
  }
}
