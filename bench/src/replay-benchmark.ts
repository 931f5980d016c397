import { loadConfig, rebuildProjections } from '@referrals/api/bench-entry';
import pg from 'pg';
import type { Metrics } from './bench-metrics.js';
import { appendCopies, copiesToGrow } from './log-copies.js';

const REPLAY_FIRST_COPY = 100_000;

/**
 * `replay.events_per_s`: the log is grown to `events` by copying what the other benchmarks wrote up
 * to `templateEnd` (the product's own events under new ids), then every projection is rebuilt from the start with
 * `projections:rebuild`'s own code; the rate is the log's size over the rebuild's wall time.
 * The app must be stopped: a rebuild takes each projector over.
 */
export async function replayBenchmark(
  databaseUrl: string,
  events: number,
  templateEnd: number,
): Promise<Metrics> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const count = async () =>
      Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const original = await count();
    const template = Number(
      (
        await pool.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE position <= $1', [
          templateEnd,
        ])
      ).rows[0]!.n,
    );
    const copies = copiesToGrow(events, original, template);
    const started = performance.now();
    // Numbered far above the reads' copies (1 to 999), so no copy's ids meet another's.
    await appendCopies(pool, {
      upToPosition: templateEnd,
      copies: Array.from({ length: copies }, (_, index) => REPLAY_FIRST_COPY + index),
    });
    const total = await count();
    console.log(
      `  log grown from ${original} to ${total} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await pool.query('VACUUM ANALYZE events');

    const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
    const rebuildStarted = performance.now();
    await rebuildProjections([], config, {
      out: (line) => console.log(`  ${line}`),
      err: console.error,
      progress: null,
    });
    const seconds = (performance.now() - rebuildStarted) / 1000;
    return {
      'replay.events_per_s': { value: total / seconds, unit: 'events/s' },
      'replay.log_events': { value: total, unit: 'events' },
    };
  } finally {
    await pool.end();
  }
}
