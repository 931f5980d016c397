import type { ExpectedRevision } from '@referrals/contracts';

/**
 * One statement per append: the first CTE checks and moves the stream's revision
 * according to the expectation, the second inserts the events numbered from it.
 * When the expectation fails the first CTE yields no row, nothing is inserted and
 * the statement answers no row. Parameters: $1 stream, $2 event count,
 * $3 ids, $4 types, $5 data, $6 metadata, $7 expected revision (exact only).
 * `recorded_at` is the `recordedAt` the hash chain stamped into the metadata (and hashed, ADR 0026);
 * events appended without one (a bare adapter) get the database's clock.
 */
const MOVE_STREAM: Record<'no_stream' | 'stream_exists' | 'any' | 'exact', string> = {
  no_stream: `INSERT INTO streams (stream_name, revision) VALUES ($1, $2::bigint - 1)
              ON CONFLICT (stream_name) DO NOTHING RETURNING revision`,
  stream_exists: `UPDATE streams SET revision = revision + $2::bigint WHERE stream_name = $1 RETURNING revision`,
  any: `INSERT INTO streams (stream_name, revision) VALUES ($1, $2::bigint - 1)
        ON CONFLICT (stream_name) DO UPDATE SET revision = streams.revision + $2::bigint RETURNING revision`,
  exact: `UPDATE streams SET revision = revision + $2::bigint WHERE stream_name = $1 AND revision = $7::bigint RETURNING revision`,
};

function appendStatement(moveStream: string): string {
  return `
WITH moved AS (${moveStream}),
appended AS (
  INSERT INTO events (stream_name, revision, id, type, data, metadata, recorded_at)
  SELECT $1, moved.revision - $2::bigint + e.ord, e.id, e.type, e.data, e.metadata,
         coalesce((e.metadata->>'recordedAt')::timestamptz, clock_timestamp())
  FROM moved,
       unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[]) WITH ORDINALITY AS e(id, type, data, metadata, ord)
  ORDER BY e.ord
  RETURNING revision, position, transaction_id
)
SELECT revision::text, position::text, transaction_id::text FROM appended ORDER BY appended.revision DESC LIMIT 1`;
}

const STATEMENTS = {
  no_stream: appendStatement(MOVE_STREAM.no_stream),
  stream_exists: appendStatement(MOVE_STREAM.stream_exists),
  any: appendStatement(MOVE_STREAM.any),
  exact: appendStatement(MOVE_STREAM.exact),
};

export function appendStatementFor(expected: ExpectedRevision): { name: string; text: string } {
  const kind = typeof expected === 'bigint' ? 'exact' : expected;
  return { name: `es-append-${kind}`, text: STATEMENTS[kind] };
}
