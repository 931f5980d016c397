import {
  comparePositions,
  type GlobalPosition,
  formatPosition,
  parsePosition,
  START,
} from '@referrals/contracts';
import type pg from 'pg';
import { CHECKPOINT_MOVED_ELSEWHERE_SQLSTATE } from '../migrations/projection-checkpoint-move.migration.js';

/** Runners announce each committed batch here ("<projector> <commit>-<prepare>"), for read-your-writes waits. */
export const PROGRESS_CHANNEL = 'projection_progress';

type Queryable = Pick<pg.ClientBase, 'query'>;

export interface CheckpointRow {
  projector: string;
  commit_position: string;
  prepare_position: string;
}

function toPosition(row: CheckpointRow): GlobalPosition {
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
}

/**
 * Positions of one event store mean nothing in another (Postgres: transaction and row; KurrentDB: log
 * offsets), so a projector never resumes from a checkpoint that the other store wrote.
 */
export class CheckpointStoreMismatch extends Error {
  override readonly name = 'CheckpointStoreMismatch';
  constructor(
    readonly configuredStore: string,
    readonly checkpoints: ReadonlyArray<{ projector: string; eventStore: string }>,
  ) {
    const writers = [...new Set(checkpoints.map((checkpoint) => checkpoint.eventStore))].join(' and ');
    super(
      `Projection checkpoints of ${checkpoints.map((checkpoint) => checkpoint.projector).join(', ')} were ` +
        `written by the ${writers} event store, but this app is configured with the ${configuredStore} event ` +
        `store; positions of one store mean nothing in the other.\n` +
        `  Rebuild the projections from the ${configuredStore} store: npm run projections:rebuild ` +
        `(in the Docker image: node api/dist/cli.js projections:rebuild).\n` +
        `  Or configure the ${writers} store again (EVENTSTORE_CONNECTION_STRING set: kurrentdb; unset: postgres).`,
    );
  }
}

/** A checkpoint at the start holds no position of any store: whichever store resumes it may take it. */
const AT_START = `commit_position = 0 AND prepare_position = 0`;

/**
 * The checkpoint to resume `projector` from with `eventStore` (the adapter's name). One that is new, at the
 * start or unmarked (written before checkpoints named their store) becomes this store's; one that another
 * store wrote is refused with CheckpointStoreMismatch.
 */
export async function loadCheckpoint(
  db: Queryable,
  projector: string,
  eventStore: string,
): Promise<GlobalPosition> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector, event_store) VALUES ($1, $2) ON CONFLICT (projector) DO NOTHING`,
    [projector, eventStore],
  );
  const { rows } = await db.query<CheckpointRow & { event_store: string | null }>(
    `SELECT projector, commit_position::text, prepare_position::text, event_store
       FROM projection_checkpoints WHERE projector = $1`,
    [projector],
  );
  const row = rows[0]!;
  const position = toPosition(row);
  if (row.event_store !== eventStore) {
    if (row.event_store !== null && comparePositions(position, START) !== 0) {
      throw new CheckpointStoreMismatch(eventStore, [{ projector, eventStore: row.event_store }]);
    }
    await db.query(`UPDATE projection_checkpoints SET event_store = $2 WHERE projector = $1`, [
      projector,
      eventStore,
    ]);
  }
  return position;
}

/** Every checkpoint that another store than `eventStore` wrote, by projector name. */
export async function foreignCheckpoints(
  db: Queryable,
  eventStore: string,
): Promise<Array<{ projector: string; eventStore: string }>> {
  const { rows } = await db.query<{ projector: string; event_store: string }>(
    `SELECT projector, event_store FROM projection_checkpoints
      WHERE event_store <> $1 AND NOT (${AT_START}) ORDER BY projector`,
    [eventStore],
  );
  return rows.map((row) => ({ projector: row.projector, eventStore: row.event_store }));
}

/** Refuses, before anything runs, a database whose checkpoints another event store wrote. */
export async function assertCheckpointsFrom(db: Queryable, eventStore: string): Promise<void> {
  const foreign = await foreignCheckpoints(db, eventStore);
  if (foreign.length > 0) throw new CheckpointStoreMismatch(eventStore, foreign);
}

/**
 * Moves every checkpoint that another store wrote to `position` of `eventStore` (its head): for what a
 * rebuild does not replay, such as the notification process manager, which would otherwise notify again
 * of everything in the log. Answers the projectors moved.
 */
export async function moveForeignCheckpoints(
  db: Queryable,
  eventStore: string,
  position: GlobalPosition,
): Promise<string[]> {
  const { rows } = await db.query<{ projector: string }>(
    `UPDATE projection_checkpoints
        SET commit_position = $2, prepare_position = $3, event_store = $1, updated_at = now()
      WHERE event_store <> $1 AND NOT (${AT_START})
      RETURNING projector`,
    [eventStore, position.commit.toString(), position.prepare.toString()],
  );
  for (const { projector } of rows) {
    await db.query(`SELECT pg_notify($1, $2)`, [
      PROGRESS_CHANNEL,
      `${projector} ${formatPosition(position)}`,
    ]);
  }
  return rows.map((row) => row.projector).sort();
}

export const ALL_CHECKPOINTS_QUERY = `SELECT projector, commit_position::text, prepare_position::text FROM projection_checkpoints`;

export function checkpointsFromRows(rows: readonly CheckpointRow[]): Map<string, GlobalPosition> {
  return new Map(rows.map((row) => [row.projector, toPosition(row)]));
}

export async function loadAllCheckpoints(db: Queryable): Promise<Map<string, GlobalPosition>> {
  const { rows } = await db.query<CheckpointRow>(ALL_CHECKPOINTS_QUERY);
  return checkpointsFromRows(rows);
}

/**
 * Moves the projector's checkpoint from `from` to `to`, announces it and commits the open transaction, in
 * one round trip (a simple query of two statements: its values are numbers and names, quoted as
 * literals). `before` goes first in the same round trip: the batch's writes not sent yet, and `BEGIN` for
 * a batch whose projector sent no statement (BatchContext.beforeCommit). When another runner moved the
 * checkpoint meanwhile, `move_projection_checkpoint` raises, the COMMIT never runs and this throws
 * CheckpointMovedElsewhere; the caller rolls back.
 */
export async function commitMovingCheckpoint(
  client: Pick<pg.ClientBase, 'query' | 'escapeLiteral'>,
  projector: string,
  from: GlobalPosition,
  to: GlobalPosition,
  before = '',
): Promise<void> {
  const text = `${before}SELECT move_projection_checkpoint(${[
    client.escapeLiteral(projector),
    to.commit.toString(),
    to.prepare.toString(),
    from.commit.toString(),
    from.prepare.toString(),
    client.escapeLiteral(PROGRESS_CHANNEL),
    client.escapeLiteral(`${projector} ${formatPosition(to)}`),
  ].join(', ')}); COMMIT`;
  try {
    await client.query(text);
  } catch (error) {
    if ((error as { code?: unknown }).code === CHECKPOINT_MOVED_ELSEWHERE_SQLSTATE) {
      throw new CheckpointMovedElsewhere(`Checkpoint of "${projector}" was moved by another runner`);
    }
    throw error;
  }
}

export class CheckpointMovedElsewhere extends Error {
  override readonly name = 'CheckpointMovedElsewhere';
}

/** Back to the start, marked as `eventStore`'s: a rebuild replays that store's feed into it. */
export async function resetCheckpoint(db: Queryable, projector: string, eventStore: string): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector, commit_position, prepare_position, event_store)
     VALUES ($1, 0, 0, $2)
     ON CONFLICT (projector) DO UPDATE
       SET commit_position = 0, prepare_position = 0, event_store = $2, updated_at = now()`,
    [projector, eventStore],
  );
  await db.query(`SELECT pg_notify($1, $2)`, [PROGRESS_CHANNEL, `${projector} ${formatPosition(START)}`]);
}

export function parseProgressNotification(
  payload: string,
): { projector: string; position: GlobalPosition } | null {
  const space = payload.lastIndexOf(' ');
  if (space <= 0) return null;
  try {
    return { projector: payload.slice(0, space), position: parsePosition(payload.slice(space + 1)) };
  } catch {
    return null;
  }
}
