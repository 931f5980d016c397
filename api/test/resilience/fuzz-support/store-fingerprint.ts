import type { TestApp } from '../../support/test-app.js';

/** Per table of the public schema: a digest of its rows (the event log: its count and last position). */
export type StoreFingerprint = Record<string, string>;

/** Moves on its own (the runner advances it past idle transactions), so it says nothing about a request. */
const NOT_FINGERPRINTED = new Set(['projection_checkpoints']);

async function tableNames(app: TestApp): Promise<string[]> {
  const rows = await app.sql<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !NOT_FINGERPRINTED.has(name));
}

function digestOf(table: string): string {
  const quoted = `"${table.replaceAll('"', '""')}"`;
  if (table === 'events')
    return `SELECT count(*)::text || ':' || coalesce(max(position), 0)::text FROM events`;
  return `SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${quoted} t`;
}

/** Takes fingerprints of the whole database with one query. */
export async function fingerprinter(app: TestApp): Promise<() => Promise<StoreFingerprint>> {
  const tables = await tableNames(app);
  const query = tables
    .map((table) => `SELECT '${table.replaceAll("'", "''")}' AS name, (${digestOf(table)}) AS digest`)
    .join(' UNION ALL ');
  return async () => {
    const rows = await app.sql<{ name: string; digest: string }>(query);
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  };
}

/** The tables whose digest differs. */
export function changedTables(before: StoreFingerprint, after: StoreFingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Every projector has applied every event and the event outbox is empty (or the time is up). */
export async function settle(app: TestApp, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await app.sql<{ behind: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM event_outbox)
           OR EXISTS (
                SELECT 1 FROM projection_checkpoints c,
                       (SELECT transaction_id::text::numeric AS tx, position FROM events
                         ORDER BY transaction_id DESC, position DESC LIMIT 1) last
                 WHERE (c.commit_position, c.prepare_position) < (last.tx, last.position::numeric)
              ) AS behind`,
    );
    if (!row?.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
