import { allProjectors, rebuildProjectors, type RebuildResult } from '@referrals/projections';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { AnswerCache } from '../answer-cache/answer-cache.js';
import { type CliIo, formatCount, formatDuration, formatRate, UsageError } from '../cli/cli-io.js';
import { ProgressBars } from '../cli/progress-bars.js';
import { createEventStore } from '../event-store/create-event-store.js';
import { feedEventCounter } from '../event-store/postgres/feed-count.js';
import { createRootLogger } from '../logging/logger.js';
import { createRedis } from '../redis/redis-connections.js';

/**
 * `npm run projections:rebuild [name…]`: replays the feed, read once, into every chosen projector (all
 * by default) side by side, with a progress bar each, then a summary of events, duration and rate.
 */
export async function rebuildProjections(
  names: readonly string[],
  config: AppConfig,
  io: CliIo,
): Promise<void> {
  const unknown = names.filter((name) => !allProjectors.some((projector) => projector.name === name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown projector ${unknown.join(', ')}. Known: ${allProjectors.map((p) => p.name).join(', ')}`,
    );
  }
  const chosen =
    names.length > 0 ? allProjectors.filter((projector) => names.includes(projector.name)) : allProjectors;
  const store = createEventStore(config, createRootLogger({ logLevel: 'warn' }));
  // A connection for each projector being rebuilt, and one to count events.
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: chosen.length + 1 });
  pool.on('error', () => undefined);
  // Only the Postgres store can count a projector's events cheaply; KurrentDB shows the feed's share instead.
  const countEvents = config.eventStoreConnectionString ? undefined : feedEventCounter(pool);
  const bars = new ProgressBars(io.progress);
  const started = performance.now();
  let results: RebuildResult[];
  try {
    const lines = new Map(chosen.map((projector) => [projector.name, bars.add(projector.name.padEnd(24))]));
    results = await rebuildProjectors(chosen, {
      store,
      pool,
      ...(countEvents ? { countEvents } : {}),
      onProgress: (progress) =>
        lines
          .get(progress.projector)
          ?.update(progress.eventsReplayed, { total: progress.totalEvents, fraction: progress.fraction }),
    });
  } finally {
    bars.stop();
    await store.close();
    await pool.end();
  }
  for (const text of rebuildSummary(results, performance.now() - started)) io.out(text);
  await forgetKeptAnswers(config, io);
}

/** Answers the API kept were computed from the tables before the rebuild: none of them is served again. */
async function forgetKeptAnswers(config: AppConfig, io: CliIo): Promise<void> {
  const redis = createRedis(config.redisUrl, { lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await new AnswerCache(redis, config).forgetAll();
  } catch (error) {
    io.out(
      `Could not tell the API to forget the answers it kept (REDIS_URL unreachable: ${(error as Error).message}); ` +
        'they expire within 10 minutes.',
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * The whole run, then one line per projector: its events, the time it spent applying them and that pace
 * (the projectors apply side by side, so the slowest sets the run's length).
 */
export function rebuildSummary(results: readonly RebuildResult[], elapsedMs: number): string[] {
  const rows = results.map((result) => [
    result.projector,
    formatCount(result.eventsReplayed),
    formatDuration(result.applyingMs),
    formatRate(result.eventsReplayed, result.applyingMs),
  ]);
  const header = ['projector', 'events', 'applying', 'events/s'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ')}`;
  const events = results.reduce((sum, result) => sum + result.eventsReplayed, 0);
  return [
    `Rebuilt ${results.length === 1 ? '1 projector' : `${results.length} projectors`}: ${formatCount(events)} events handed over in ${formatDuration(elapsedMs)}.`,
    line(header),
    ...rows.map(line),
  ];
}
