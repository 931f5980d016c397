import { type GlobalPosition, formatPosition } from '@referrals/contracts';
import type pg from 'pg';

/**
 * Counts how many events of given types the global feed holds up to a position (inclusive). A position
 * the feed has reached is below its horizon, so every event up to it has committed: the count is exact,
 * and stays so while later appends go on. The log is read once per position, every type counted at
 * once: a rebuild asks for each of its projectors' counts up to the same head, and a scan each of a
 * million events took seconds.
 */
export function feedEventCounter(
  pool: pg.Pool,
): (upTo: GlobalPosition, eventTypes: readonly string[] | 'all') => Promise<number> {
  const countsByPosition = new Map<string, Promise<Map<string, number>>>();
  return async (upTo, eventTypes) => {
    const key = formatPosition(upTo);
    let counts = countsByPosition.get(key);
    if (!counts) {
      counts = countByType(pool, upTo);
      countsByPosition.set(key, counts);
    }
    const byType = await counts;
    const types = eventTypes === 'all' ? [...byType.keys()] : [...new Set(eventTypes)];
    return types.reduce((sum, type) => sum + (byType.get(type) ?? 0), 0);
  };
}

async function countByType(pool: pg.Pool, upTo: GlobalPosition): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ type: string; count: string }>(
    `SELECT type, count(*)::text AS count FROM events
     WHERE (transaction_id, position) <= ($1::xid8, $2::bigint) GROUP BY type`,
    [upTo.commit.toString(), upTo.prepare.toString()],
  );
  return new Map(rows.map((row) => [row.type, Number(row.count)]));
}
