import type pg from 'pg';

/** First key of every projector's advisory lock; the second is derived from its name. */
const LOCK_NAMESPACE = 47_130;

type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Session-level advisory lock: held for as long as the connection lives, so a runner
 * that dies (or whose connection is cut) frees its projector for another process.
 */
export async function tryLockProjector(client: Queryable, projector: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    `SELECT pg_try_advisory_lock($1, hashtext($2) & 2147483647) AS locked`,
    [LOCK_NAMESPACE, projector],
  );
  return rows[0]!.locked;
}

export async function unlockProjector(client: Queryable, projector: string): Promise<void> {
  await client.query(`SELECT pg_advisory_unlock($1, hashtext($2) & 2147483647)`, [LOCK_NAMESPACE, projector]);
}

/** Backend pids of the sessions that hold a projector's lock. */
export async function projectorLockHolders(db: Queryable, projector: string): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND classid = $1::int::oid AND objid = (hashtext($2) & 2147483647)::oid AND objsubid = 2`,
    [LOCK_NAMESPACE, projector],
  );
  return rows.map((row) => row.pid);
}
