import type { ExpectedRevision, NewEvent } from '@referrals/contracts';

/**
 * One statement per append: the first CTE checks and moves the stream's revision
 * according to the expectation, the insert numbers the events from it.
 * When the expectation fails the first CTE yields no row, nothing is inserted and
 * the statement answers no row. Parameters: $1 stream, $2 event count,
 * $3 id(s), $4 type(s), $5 data, $6 metadata, $7 expected revision (exact only): arrays
 * for a batch, single values for one event (most appends), which spares the arrays' encoding,
 * the unnest and the sorts.
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

type Expectation = keyof typeof MOVE_STREAM;

const RETURNED =
  'revision::text AS revision, position::text AS position, transaction_id::text AS transaction_id';

function batchStatement(moveStream: string): string {
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
SELECT ${RETURNED} FROM appended ORDER BY appended.revision DESC LIMIT 1`;
}

function singleEventStatement(moveStream: string): string {
  return `
WITH moved AS (${moveStream})
INSERT INTO events (stream_name, revision, id, type, data, metadata, recorded_at)
SELECT $1, moved.revision, $3::uuid, $4::text, $5::jsonb, $6::jsonb,
       coalesce(($6::jsonb->>'recordedAt')::timestamptz, clock_timestamp())
FROM moved
RETURNING ${RETURNED}`;
}

function byExpectation(statement: (moveStream: string) => string): Record<Expectation, string> {
  return {
    no_stream: statement(MOVE_STREAM.no_stream),
    stream_exists: statement(MOVE_STREAM.stream_exists),
    any: statement(MOVE_STREAM.any),
    exact: statement(MOVE_STREAM.exact),
  };
}

const STATEMENTS = { batch: byExpectation(batchStatement), single: byExpectation(singleEventStatement) };

/** The statement appending these events with this expectation, and its parameters. */
export function appendStatementFor(
  streamName: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): { name: string; text: string; values: unknown[] } {
  const kind = typeof expected === 'bigint' ? 'exact' : expected;
  const shape = events.length === 1 ? 'single' : 'batch';
  const eventValues =
    shape === 'single'
      ? [events[0]!.id, events[0]!.type, JSON.stringify(events[0]!.data), JSON.stringify(events[0]!.metadata)]
      : [
          events.map((event) => event.id),
          events.map((event) => event.type),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata)),
        ];
  const values: unknown[] = [streamName, events.length, ...eventValues];
  if (typeof expected === 'bigint') values.push(expected.toString());
  return { name: `es-append-${shape}-${kind}`, text: STATEMENTS[shape][kind], values };
}
