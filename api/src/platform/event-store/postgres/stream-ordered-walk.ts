import type { RecordedEvent } from '@referrals/contracts';
import type pg from 'pg';
import { EVENT_ROW_COLUMNS } from './feed-statements.js';
import { type EventRow, toRecordedEvent } from './row-mapping.js';

/** Every stored event, stream by stream, each stream in revision order, straight from the table. */
export async function* eventsInStreamOrder(pool: pg.Pool, pageSize = 1000): AsyncIterable<RecordedEvent> {
  let after: { stream: string; revision: string } | null = null;
  for (;;) {
    // Keyset pages on the primary key (stream_name, revision): every page is an index range scan.
    // Ordered by the table's columns: the bare names would be the text aliases, and "10" < "2".
    const result: pg.QueryResult<EventRow> = after
      ? await pool.query<EventRow>(
          `SELECT ${EVENT_ROW_COLUMNS} FROM events WHERE (stream_name, revision) > ($1, $2::bigint)
           ORDER BY events.stream_name, events.revision LIMIT $3`,
          [after.stream, after.revision, pageSize],
        )
      : await pool.query<EventRow>(
          `SELECT ${EVENT_ROW_COLUMNS} FROM events ORDER BY events.stream_name, events.revision LIMIT $1`,
          [pageSize],
        );
    const rows: EventRow[] = result.rows;
    for (const row of rows) yield toRecordedEvent(row);
    const last: EventRow | undefined = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = { stream: last.stream_name, revision: last.revision };
  }
}

/** How many events the streams table says are stored: cheap, for a progress total. */
export async function storedEventCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(
    'SELECT coalesce(sum(revision + 1), 0)::text AS count FROM streams',
  );
  return Number(rows[0]?.count ?? 0);
}
