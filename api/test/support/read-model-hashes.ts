import type pg from 'pg';

/** An md5 of each table's rows, in a fixed order, with the row count: equal hashes, equal tables. */
export async function tableHashes(
  db: Pick<pg.Pool, 'query'>,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ hash: string; count: number }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash, count(*)::int AS count
       FROM "${table}" t`,
    );
    hashes[table] = `${rows[0]!.count} rows, ${rows[0]!.hash}`;
  }
  return hashes;
}
