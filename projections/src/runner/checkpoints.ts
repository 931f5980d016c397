import { type GlobalPosition, formatPosition, parsePosition, START } from '@referrals/contracts';
import type pg from 'pg';

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

export async function loadCheckpoint(db: Queryable, projector: string): Promise<GlobalPosition> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector) VALUES ($1) ON CONFLICT (projector) DO NOTHING`,
    [projector],
  );
  const { rows } = await db.query<CheckpointRow>(
    `SELECT projector, commit_position::text, prepare_position::text FROM projection_checkpoints WHERE projector = $1`,
    [projector],
  );
  return toPosition(rows[0]!);
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
 * Moves the checkpoint from `from` to `to` inside the caller's transaction, and announces
 * it on commit. Answers false when the checkpoint was not at `from`: another runner moved
 * it, so this batch must be rolled back.
 */
export async function moveCheckpoint(
  db: Queryable,
  projector: string,
  from: GlobalPosition,
  to: GlobalPosition,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE projection_checkpoints
        SET commit_position = $2, prepare_position = $3, updated_at = now()
      WHERE projector = $1 AND commit_position = $4 AND prepare_position = $5`,
    [projector, to.commit.toString(), to.prepare.toString(), from.commit.toString(), from.prepare.toString()],
  );
  if (result.rowCount !== 1) return false;
  await db.query(`SELECT pg_notify($1, $2)`, [PROGRESS_CHANNEL, `${projector} ${formatPosition(to)}`]);
  return true;
}

export async function resetCheckpoint(db: Queryable, projector: string): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector, commit_position, prepare_position) VALUES ($1, 0, 0)
     ON CONFLICT (projector) DO UPDATE SET commit_position = 0, prepare_position = 0, updated_at = now()`,
    [projector],
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
