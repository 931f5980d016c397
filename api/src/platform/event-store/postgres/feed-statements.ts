/**
 * Reads of the global feed. Every read takes only events whose transaction is older
 * than the oldest transaction still running (pg_snapshot_xmin): those can no longer
 * be joined by an earlier-numbered event that commits late. Order is (transaction_id,
 * position), compared as a tuple. The horizon comes back with every page so that a
 * subscriber knows how far the feed is final, even when the page is empty.
 */
/** The columns of an EventRow (row-mapping.ts), big numbers as text. */
export const EVENT_ROW_COLUMNS = `position::text AS position, transaction_id::text AS transaction_id, stream_name,
  revision::text AS revision, id::text AS id, type, data, metadata, recorded_at`;

export type FeedBound = 'after' | 'from' | 'upTo' | 'none';

export interface FeedStatementShape {
  bound: FeedBound;
  backwards: boolean;
  filtered: boolean;
}

const BOUND_SQL: Record<FeedBound, string> = {
  after: 'AND (transaction_id, position) > ($1::xid8, $2::bigint)',
  from: 'AND (transaction_id, position) >= ($1::xid8, $2::bigint)',
  upTo: 'AND (transaction_id, position) <= ($1::xid8, $2::bigint)',
  none: 'AND $1::xid8 IS NOT NULL AND $2::bigint IS NOT NULL',
};

const cache = new Map<string, { name: string; text: string }>();

/** Parameters: $1 commit, $2 prepare, $3 limit, $4 event types (filtered only). */
export function feedStatement(shape: FeedStatementShape): { name: string; text: string } {
  const name = `es-feed-${shape.bound}-${shape.backwards ? 'back' : 'fwd'}-${shape.filtered ? 'types' : 'all'}`;
  const cached = cache.get(name);
  if (cached) return cached;
  const order = shape.backwards ? 'DESC' : 'ASC';
  const text = `
SELECT h.horizon::text AS horizon, e.*
FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon) h
LEFT JOIN LATERAL (
  SELECT ${EVENT_ROW_COLUMNS}
  FROM events
  WHERE transaction_id < h.horizon
    ${BOUND_SQL[shape.bound]}
    ${shape.filtered ? 'AND type = ANY($4::text[])' : ''}
  ORDER BY events.transaction_id ${order}, events.position ${order}
  LIMIT $3
) e ON true
ORDER BY e.transaction_id::xid8 ${order}, e.position::bigint ${order}`;
  const statement = { name, text };
  cache.set(name, statement);
  return statement;
}

export const STREAM_STATEMENTS = {
  forwards: {
    name: 'es-stream-fwd',
    text: `SELECT ${EVENT_ROW_COLUMNS}
           FROM events WHERE stream_name = $1 AND revision >= $2::bigint ORDER BY events.revision ASC LIMIT $3`,
  },
  backwards: {
    name: 'es-stream-back',
    text: `SELECT ${EVENT_ROW_COLUMNS}
           FROM events WHERE stream_name = $1 AND revision <= $2::bigint ORDER BY events.revision DESC LIMIT $3`,
  },
} as const;

/** Several streams at once, stream by stream; pages continue after the ($2 stream, $3 revision) last read. */
export const STREAMS_STATEMENT = {
  name: 'es-streams',
  text: `SELECT ${EVENT_ROW_COLUMNS}
         FROM events WHERE stream_name = ANY($1::text[]) AND (stream_name, revision) > ($2::text, $3::bigint)
         ORDER BY events.stream_name, events.revision LIMIT $4`,
} as const;

export const EXISTING_EVENTS_STATEMENT = {
  name: 'es-existing-events',
  text: `SELECT id::text AS id, revision::text AS revision, position::text AS position, transaction_id::text AS transaction_id
         FROM events WHERE stream_name = $1 AND id = ANY($2::uuid[]) ORDER BY events.revision`,
};

export const STREAM_REVISION_STATEMENT = {
  name: 'es-stream-revision',
  text: `SELECT revision::text AS revision FROM streams WHERE stream_name = $1`,
};

export const STREAM_REVISIONS_STATEMENT = {
  name: 'es-stream-revisions',
  text: `SELECT stream_name, revision::text AS revision FROM streams WHERE stream_name = ANY($1::text[])`,
};
