import type pg from 'pg';

/** A stream's last stored event, or the event at a revision asked for: its hash when it has one. */
export interface StoredStreamHead {
  streamName: string;
  revision: bigint;
  hash: string | null;
}

/** `hash` only when the metadata holds it as text, as `storedHash` reads it. */
const HASH_SQL = `CASE WHEN jsonb_typeof(e.metadata->'hash') = 'string' THEN e.metadata->>'hash' END`;

/** The last event of every stream, straight from the events table (not the streams table, which is checked against it). */
export async function lastEventOfEveryStream(pool: pg.Pool): Promise<StoredStreamHead[]> {
  const { rows } = await pool.query<{ stream_name: string; revision: string; hash: string | null }>(
    `SELECT DISTINCT ON (e.stream_name) e.stream_name, e.revision::text AS revision, ${HASH_SQL} AS hash
     FROM events e ORDER BY e.stream_name, e.revision DESC`,
  );
  return rows.map((row) => ({ streamName: row.stream_name, revision: BigInt(row.revision), hash: row.hash }));
}

/** The events at these (stream, revision) points that exist, with their hashes. */
export async function eventsAt(
  pool: pg.Pool,
  points: ReadonlyArray<{ streamName: string; revision: bigint }>,
): Promise<StoredStreamHead[]> {
  const { rows } = await pool.query<{ stream_name: string; revision: string; hash: string | null }>(
    `SELECT e.stream_name, e.revision::text AS revision, ${HASH_SQL} AS hash
     FROM unnest($1::text[], $2::bigint[]) AS p(stream_name, revision)
     JOIN events e ON e.stream_name = p.stream_name AND e.revision = p.revision`,
    [points.map((point) => point.streamName), points.map((point) => point.revision.toString())],
  );
  return rows.map((row) => ({ streamName: row.stream_name, revision: BigInt(row.revision), hash: row.hash }));
}

/** A stream whose row in `streams` disagrees with its last stored event (either may be missing). */
export interface StreamRevisionMismatch {
  streamName: string;
  /** `streams.revision`; null when the stream has no row. */
  recorded: bigint | null;
  /** Revision of its last row in `events`; null when it has none. */
  stored: bigint | null;
}

/**
 * Streams whose `streams.revision` is not their last event's revision (the append moves both in one
 * statement, so any difference was made behind the store's back): at most `limit`, and how many in all.
 */
export async function streamRevisionMismatches(
  pool: pg.Pool,
  limit = 10,
): Promise<{ total: number; examples: StreamRevisionMismatch[] }> {
  const { rows } = await pool.query<{
    stream_name: string;
    recorded: string | null;
    stored: string | null;
    total: string;
  }>(
    `SELECT stream_name, s.revision::text AS recorded, e.last::text AS stored, count(*) OVER ()::text AS total
     FROM streams s
     FULL JOIN (SELECT stream_name, max(revision) AS last FROM events GROUP BY stream_name) e USING (stream_name)
     WHERE s.revision IS DISTINCT FROM e.last
     ORDER BY stream_name LIMIT $1`,
    [limit],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    examples: rows.map((row) => ({
      streamName: row.stream_name,
      recorded: row.recorded === null ? null : BigInt(row.recorded),
      stored: row.stored === null ? null : BigInt(row.stored),
    })),
  };
}
