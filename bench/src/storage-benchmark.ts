import { allProjectors } from '@referrals/projections';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { BenchEnvironment } from './bench-environment.js';
import type { Metrics } from './bench-metrics.js';
import {
  postgresStorageMetrics,
  redisFootprint,
  redisStorageMetrics,
  storageSummary,
  type TableSize,
} from './storage-figures.js';

const EVENT_STORE_TABLES = ['events', 'streams'];

/** Rows, size as left, then `VACUUM FULL` and the compacted size and average row width. */
async function tableSize(pool: pg.Pool, table: string): Promise<TableSize> {
  const name = pg.escapeIdentifier(table);
  const size = async () =>
    Number(
      (await pool.query<{ bytes: string }>('SELECT pg_total_relation_size($1::regclass) AS bytes', [name]))
        .rows[0]!.bytes,
    );
  const bytes = await size();
  await pool.query(`VACUUM FULL ${name}`);
  const compactBytes = await size();
  const { rows } = await pool.query<{ rows: string; width: string | null }>(
    `SELECT count(*) AS rows, avg(pg_column_size(t.*)) AS width FROM ${name} t`,
  );
  return { table, rows: Number(rows[0]!.rows), bytes, compactBytes, rowWidth: Number(rows[0]!.width ?? 0) };
}

/** Every key of the bench's prefix with its `MEMORY USAGE` (nested values counted in full). */
async function redisKeySizes(redis: Redis, prefix: string): Promise<Array<{ key: string; bytes: number }>> {
  const sizes: Array<{ key: string; bytes: number }> = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    const pipeline = redis.pipeline();
    for (const key of keys) pipeline.call('MEMORY', 'USAGE', key, 'SAMPLES', '0');
    const answers = (await pipeline.exec()) ?? [];
    answers.forEach(([error, bytes], index) => {
      // A key that expired since the scan answers null.
      if (!error && typeof bytes === 'number') sizes.push({ key: keys[index]!, bytes });
    });
  } while (cursor !== '0');
  return sizes;
}

/**
 * `storage.*`: what the bench's data takes at rest, once the replay has grown the log and rebuilt every
 * projection. On disk: the event store per event and every read model per prospect, each table compacted
 * (`VACUUM FULL`) so the figure is the live data, with the size the rebuild left beside it. In Redis: a
 * session, a kept job and the Socket.IO stream, by `MEMORY USAGE`. The app must be stopped.
 */
export async function storageBenchmark(environment: BenchEnvironment): Promise<Metrics> {
  const pool = new pg.Pool({ connectionString: environment.databaseUrl, max: 1 });
  const redis = new Redis(environment.redisUrl);
  try {
    const readModelTables = allProjectors.flatMap((projector) => projector.tables);
    const eventStore: TableSize[] = [];
    for (const table of EVENT_STORE_TABLES) eventStore.push(await tableSize(pool, table));
    const readModels: TableSize[] = [];
    for (const table of readModelTables) readModels.push(await tableSize(pool, table));
    // The app's own tables (accounts, notifications, …), printed for scale but no part of the figures.
    const { rows: others } = await pool.query<{ table: string }>(
      `SELECT tablename AS table FROM pg_tables WHERE schemaname = current_schema()
          AND NOT (tablename = ANY($1)) ORDER BY tablename`,
      [[...EVENT_STORE_TABLES, ...readModelTables]],
    );
    const appTables: TableSize[] = [];
    for (const { table } of others) appTables.push(await tableSize(pool, table));
    for (const line of storageSummary([...eventStore, ...readModels, ...appTables])) console.log(`  ${line}`);
    const { rows: types } = await pool.query<{ type: string; events: string; width: string }>(
      `SELECT type, count(*) AS events, round(avg(pg_column_size(e.*))) AS width
         FROM events e GROUP BY type ORDER BY count(*) DESC`,
    );
    console.log(
      `  row width by event type: ${types.map((t) => `${t.type} ${t.width} (${t.events})`).join(', ')}`,
    );
    const prospects = readModels.find((table) => table.table === 'prospects')?.rows ?? 0;

    const footprint = redisFootprint(
      await redisKeySizes(redis, environment.redisKeyPrefix),
      environment.redisKeyPrefix,
    );
    for (const [kind, { keys, bytes }] of Object.entries(footprint)) {
      if (keys > 0) console.log(`  redis ${kind}: ${keys} keys, ${bytes.toLocaleString('en-US')} bytes`);
    }
    const packets = await redis.xlen(`${environment.redisKeyPrefix}:socket.io`);
    console.log(`  redis live_stream: ${packets} packets held`);
    return {
      ...postgresStorageMetrics({ eventStore, readModels, prospects }),
      ...redisStorageMetrics(footprint),
    };
  } finally {
    redis.disconnect();
    await pool.end();
  }
}
