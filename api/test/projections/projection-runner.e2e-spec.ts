import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { comparePositions, START } from '@referrals/contracts';
import {
  loadAllCheckpoints,
  ProjectionRunner,
  type Projector,
  rebuildProjector,
  rebuildProjectors,
  streamIndexProjector,
} from '@referrals/projections';
import pg from 'pg';
import { feedEventCounter } from '../../src/platform/event-store/postgres/feed-count.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { someEvents } from '../event-store/event-builders.js';
import { waitUntilFeedReaches } from '../event-store/event-store.contract.js';
import { TALLY_TABLE_SQL, tallyProjector } from '../support/tally/tally.module.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { appendManyEvents, tableRows, waitForProjectors } from './projection-helpers.js';

// Thousands of events through runners and rebuilds: seconds on a quiet machine, a minute on a busy one.
jest.setTimeout(90_000);

const projectors: Projector[] = [streamIndexProjector, tallyProjector];
const names = projectors.map((projector) => projector.name);

/** Takeovers terminate connections on purpose: an idle client of a pool then reports its end through the pool. */
function quietPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 4 });
  pool.on('error', () => undefined);
  return pool;
}

async function snapshot(db: pg.Pool): Promise<unknown[][]> {
  return [
    await tableRows(db, 'stream_index', 'stream_name'),
    await tableRows(db, 'test_tally_totals', 'tally_id'),
  ];
}

/** How many times each table was analyzed, by hand or by autovacuum. */
async function analyzeCounts(db: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await db.query<{ relname: string; analyzed: number }>(
    `SELECT relname, (analyze_count + autoanalyze_count)::int AS analyzed FROM pg_stat_user_tables`,
  );
  return new Map(rows.map((row) => [row.relname, row.analyzed]));
}

async function rebuildAll(db: pg.Pool, store: PostgresEventStore): Promise<void> {
  for (const projector of projectors) await rebuildProjector(projector, { store, pool: db });
}

describe('projection runner', () => {
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const pools: pg.Pool[] = [];

  function aRunner(options: { lockRetryMs?: number; maxBatchSize?: number } = {}): ProjectionRunner {
    const pool = quietPool(database.url);
    pools.push(pool);
    const runner = new ProjectionRunner({
      store,
      pool,
      projectors,
      lockRetryMs: options.lockRetryMs ?? 100,
      ...options,
    });
    runners.push(runner);
    return runner;
  }

  beforeAll(async () => {
    database = await createTestDatabase('runner');
    db = quietPool(database.url);
    await db.query(TALLY_TABLE_SQL);
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });
  afterAll(async () => {
    await store?.close();
    await db?.end();
    await database?.drop();
  });

  it('keeps the read models exactly equal to a clean rebuild while events keep arriving', async () => {
    const runner = aRunner({ maxBatchSize: 100 });
    runner.start();
    const appended = await appendManyEvents(store, { streams: 40, count: 4000, batch: 20 });
    await waitForProjectors(db, appended, names);
    const live = await snapshot(db);
    await runner.stop();
    expect(live[0]).toHaveLength(40);

    await rebuildAll(db, store);
    expect(await snapshot(db)).toEqual(live);
  });

  it('reads the global feed once for all its projectors, each applying its own events', async () => {
    const subscriptions: string[] = [];
    const countingStore = Object.create(store) as PostgresEventStore;
    countingStore.subscribeToAll = (options) => {
      subscriptions.push(options?.filter?.eventTypes ? 'filtered' : 'all');
      return store.subscribeToAll(options);
    };
    const applied = new Map<string, number>();
    const counters: Projector[] = Array.from({ length: 5 }, (_, index) => ({
      name: `tally-counter-${index}`,
      eventTypes: ['TallyIncremented'],
      tables: [],
      handle: async () => {
        applied.set(`tally-counter-${index}`, (applied.get(`tally-counter-${index}`) ?? 0) + 1);
      },
    }));
    // Each active projector holds a connection: its lock and its transactions.
    const pool = new pg.Pool({ connectionString: database.url, max: 8 });
    pool.on('error', () => undefined);
    pools.push(pool);
    const runner = new ProjectionRunner({
      store: countingStore,
      pool,
      projectors: [streamIndexProjector, ...counters],
    });
    runners.push(runner);
    runner.start();
    const appended = await appendManyEvents(store, { streams: 10, count: 500, batch: 10 });
    await waitForProjectors(db, appended, ['stream-index', ...counters.map((counter) => counter.name)]);
    // Six projectors, one reader, started once every projector had joined.
    expect(subscriptions).toEqual(['all']);
    for (const counter of counters) expect(applied.get(counter.name)).toBeGreaterThanOrEqual(500);
  });

  it('rebuilds several projectors from one read of the feed, to the same tables as live', async () => {
    const runner = aRunner();
    runner.start();
    const appended = await appendManyEvents(store, { streams: 20, count: 1000, batch: 10 });
    await waitForProjectors(db, appended, names);
    const live = await snapshot(db);
    await runner.stop();

    let subscriptions = 0;
    const countingStore = Object.create(store) as PostgresEventStore;
    countingStore.subscribeToAll = (options) => {
      subscriptions++;
      return store.subscribeToAll(options);
    };
    const analyzedBefore = await analyzeCounts(db);
    const results = await rebuildProjectors(projectors, { store: countingStore, pool: db, maxBatchSize: 50 });
    expect(subscriptions).toBe(1);
    expect(results.map((result) => result.projector)).toEqual(names);
    expect(await snapshot(db)).toEqual(live);
    // Refilled tables get their statistics at once: queries are not planned for the emptied tables.
    const analyzedAfter = await analyzeCounts(db);
    for (const table of ['stream_index', 'test_tally_totals'])
      expect(analyzedAfter.get(table)).toBeGreaterThan(analyzedBefore.get(table) ?? 0);
  });

  it('runs each projector in one runner at a time, and another takes over when it stops', async () => {
    const first = aRunner();
    const second = aRunner();
    first.start();
    second.start();
    const appended = await appendManyEvents(store, { streams: 5, count: 200 });
    await waitForProjectors(db, appended, names);
    const active = [first.activeProjectors(), second.activeProjectors()];
    expect(active.flat().sort()).toEqual([...names].sort());
    expect(active[0]!.filter((name) => active[1]!.includes(name))).toEqual([]);

    const holder = first.activeProjectors().length > 0 ? first : second;
    const standby = holder === first ? second : first;
    const takeoverStarted = Date.now();
    await holder.stop();
    while (standby.activeProjectors().length < names.length) {
      if (Date.now() - takeoverStarted > 20_000)
        throw new Error('the standby runner did not take over within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const appendedLater = await appendManyEvents(store, { streams: 5, count: 200 });
    await waitForProjectors(db, appendedLater, names);
    const live = await snapshot(db);
    await standby.stop();
    await rebuildAll(db, store);
    expect(await snapshot(db)).toEqual(live);
  });

  it('replays a rebuild from the start, taking the projector from a running process', async () => {
    const runner = aRunner();
    runner.start();
    const appended = await appendManyEvents(store, { streams: 3, count: 60 });
    await waitForProjectors(db, appended, names);
    const live = await snapshot(db);
    const progress: number[] = [];
    const result = await rebuildProjector(streamIndexProjector, {
      store,
      pool: db,
      maxBatchSize: 50,
      onProgress: (step) => progress.push(step.fraction),
    });
    expect(result.eventsReplayed).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // The running process takes the projector back and carries on from the rebuilt checkpoint.
    const appendedAfterRebuild = await appendManyEvents(store, { streams: 2, count: 20 });
    await waitForProjectors(db, appendedAfterRebuild, names);
    const after = await snapshot(db);
    await runner.stop();
    await rebuildAll(db, store);
    expect(await snapshot(db)).toEqual(after);
    expect(after).not.toEqual(live);
  });

  it('counts up front the events a rebuild will hand over when the store can, so its progress has a total', async () => {
    await appendManyEvents(store, { streams: 2, count: 60 });
    const last = await store.appendToStream(`other-${Date.now()}`, someEvents(5, 'SomethingElse'), {
      expectedRevision: 'no_stream',
    });
    // Like with like: a rebuild counts up to the head it sees first and then replays whole batches, so
    // a head still short of the last append (held back by an open transaction elsewhere on the server)
    // would count fewer events than the replay hands over. Start once the head is the last append.
    await waitUntilFeedReaches(store, last.position);
    const replayed: number[] = [];
    for (const projector of [tallyProjector, streamIndexProjector]) {
      const totals = new Set<number | null>();
      const result = await rebuildProjector(projector, {
        store,
        pool: db,
        maxBatchSize: 25,
        countEvents: feedEventCounter(db),
        onProgress: (progress) => totals.add(progress.totalEvents),
      });
      expect([...totals]).toEqual([result.eventsReplayed]);
      replayed.push(result.eventsReplayed);
    }
    // The tally handles its own event type only; the stream index takes everything.
    expect(replayed[0]).toBeLessThan(replayed[1]!);
  });
});

describe('projection runner killed mid-batch', () => {
  const childScript = fileURLToPath(new URL('./runner-child.mjs', import.meta.url));
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    if (
      !existsSync(
        fileURLToPath(
          new URL('../../dist/platform/event-store/postgres/postgres-event-store.js', import.meta.url),
        ),
      )
    ) {
      throw new Error(
        'This test runs the compiled runner in a child process: run "npx tsc -b" first (npm test does).',
      );
    }
    database = await createTestDatabase('runner_kill');
    db = quietPool(database.url);
    await db.query(TALLY_TABLE_SQL);
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await store?.close();
    await db?.end();
    await database?.drop();
  });

  it('leaves, after a restart, exactly what a clean rebuild produces: no event applied twice or skipped', async () => {
    const head = await appendManyEvents(store, { streams: 200, count: 20_000, batch: 100 });

    child = spawn(process.execPath, [childScript], {
      env: { ...process.env, DATABASE_URL: database.url, BATCH_SIZE: '250' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Wait until the child's batch connection is inside a transaction, then kill it there.
    const deadline = Date.now() + 20_000;
    let killedInTransaction = false;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ open: boolean }>(
        `SELECT bool_or(xact_start IS NOT NULL AND backend_xid IS NOT NULL) AS open
           FROM pg_stat_activity WHERE application_name = 'runner-child'`,
      );
      const checkpoints = await loadAllCheckpoints(db);
      const started = comparePositions(checkpoints.get('stream-index') ?? START, START) > 0;
      if (rows[0]?.open && started) {
        child.kill('SIGKILL');
        killedInTransaction = true;
        break;
      }
    }
    expect(killedInTransaction).toBe(true);
    await new Promise((resolve) => child!.once('exit', resolve));
    const atKill = (await loadAllCheckpoints(db)).get('stream-index')!;
    expect(comparePositions(atKill, head)).toBe(-1);

    const restarted = new ProjectionRunner({
      store,
      pool: quietPool(database.url),
      projectors: [streamIndexProjector],
      lockRetryMs: 100,
    });
    restarted.start();
    await waitForProjectors(db, head, ['stream-index'], 60_000);
    await restarted.stop();
    const afterRestart = await tableRows(db, 'stream_index', 'stream_name');
    const totalEvents = (afterRestart as { event_count: string }[]).reduce(
      (sum, row) => sum + Number(row.event_count),
      0,
    );
    expect(totalEvents).toBe(20_000);

    await rebuildProjector(streamIndexProjector, { store, pool: db });
    expect(await tableRows(db, 'stream_index', 'stream_name')).toEqual(afterRestart);
  }, 120_000);
});
