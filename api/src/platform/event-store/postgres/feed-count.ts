import type { GlobalPosition } from '@referrals/contracts';
import type pg from 'pg';

/**
 * How many events of these types the global feed holds up to `upTo` (inclusive). A position
 * the feed has reached is below its horizon, so every event up to it has committed: the count
 * is exact, and stays so while later appends go on.
 */
export async function countFeedEvents(
  pool: pg.Pool,
  upTo: GlobalPosition,
  eventTypes: readonly string[] | 'all',
): Promise<number> {
  const byType = eventTypes !== 'all';
  const { rows } = await pool.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM events
     WHERE (transaction_id, position) <= ($1::xid8, $2::bigint) ${byType ? 'AND type = ANY($3::text[])' : ''}`,
    [upTo.commit.toString(), upTo.prepare.toString(), ...(byType ? [eventTypes] : [])],
  );
  return Number(rows[0]?.count ?? 0);
}
