import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { type EventStore, type GlobalPosition, START } from '@referrals/contracts';
import {
  assertCheckpointsFrom,
  CheckpointStoreMismatch,
  loadAllCheckpoints,
  moveForeignCheckpoints,
  ProjectionRunner,
  type Projector,
  projectionMigrations,
  rebuildProjector,
  type RunnerLogger,
  streamIndexProjector,
} from '@referrals/projections';
import pg from 'pg';
import { eventStoreKind, loadConfig } from '../../src/config/app-config.js';
import { createEventStore } from '../../src/platform/event-store/create-event-store.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { createRootLogger } from '../../src/platform/logging/logger.js';
import { someEvents } from '../event-store/event-builders.js';
import { waitUntilFeedReaches } from '../event-store/event-store.contract.js';
import { TALLY_TABLE_SQL, tallyProjector } from '../support/tally/tally.module.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { appendManyEvents, tableRows, waitForProjectors } from './projection-helpers.js';

const projectors: Projector[] = [streamIndexProjector, tallyProjector];
const names = projectors.map((projector) => projector.name);

/** The same events, read by a store that declares itself another kind: what a runner sees after a switch. */
function declaredAs(kind: string, store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'adapterName') return kind;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function recordingLogger(): RunnerLogger & {
  lines: Array<{ message: string; projector: unknown; error: unknown }>;
} {
  const lines: Array<{ message: string; projector: unknown; error: unknown }> = [];
  const record = (message: string, details?: Record<string, unknown>): void => {
    lines.push({ message, projector: details?.projector, error: details?.error });
  };
  return { lines, info: record, warn: record, error: record };
}

async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function markers(db: pg.Pool): Promise<Record<string, string | null>> {
  const { rows } = await db.query<{ projector: string; event_store: string | null }>(
    'SELECT projector, event_store FROM projection_checkpoints ORDER BY projector',
  );
  return Object.fromEntries(rows.map((row) => [row.projector, row.event_store]));
}

async function setCheckpoint(
  db: pg.Pool,
  projector: string,
  position: GlobalPosition,
  eventStore: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (projector, commit_position, prepare_position, event_store)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (projector) DO UPDATE
       SET commit_position = $2, prepare_position = $3, event_store = $4`,
    [projector, position.commit.toString(), position.prepare.toString(), eventStore],
  );
}

describe('projection checkpoints name the event store that wrote them', () => {
  let database: TestDatabase;
  let db: pg.Pool;
  let postgres: PostgresEventStore;
  let kurrentdb: EventStore;
  const runners: ProjectionRunner[] = [];
  const pools: pg.Pool[] = [];

  function aRunner(
    store: EventStore,
    runnerProjectors: Projector[],
    logger?: RunnerLogger,
  ): ProjectionRunner {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    // A rebuild terminates the connection holding the projector's lock; the pool then reports it.
    pool.on('error', () => undefined);
    pools.push(pool);
    const runner = new ProjectionRunner({
      store,
      pool,
      projectors: runnerProjectors,
      lockRetryMs: 100,
      ...(logger ? { logger } : {}),
    });
    runners.push(runner);
    runner.start();
    return runner;
  }

  beforeAll(async () => {
    database = await createTestDatabase('checkpoint_store');
    db = new pg.Pool({ connectionString: database.url, max: 4 });
    db.on('error', () => undefined);
    await db.query(TALLY_TABLE_SQL);
    postgres = new PostgresEventStore({ connectionString: database.url });
    kurrentdb = declaredAs('kurrentdb', postgres);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
    await Promise.all(pools.splice(0).map((pool) => pool.end()));
  });
  afterAll(async () => {
    await postgres?.close();
    await db?.end();
    await database?.drop();
  });

  it('refuses a checkpoint that the other store wrote, and resumes once a rebuild reset it to the configured store', async () => {
    const first = aRunner(postgres, projectors);
    const written = await appendManyEvents(postgres, { streams: 4, count: 200 });
    await waitForProjectors(db, written, names);
    await first.stop();
    expect(await markers(db)).toEqual({ 'stream-index': 'postgres', 'test-tally-totals': 'postgres' });
    const checkpointsBefore = await loadAllCheckpoints(db);
    const tallyBefore = await tableRows(db, 'test_tally_totals', 'tally_id');

    // Now configured with KurrentDB: the Postgres positions must not be resumed from.
    const logger = recordingLogger();
    aRunner(kurrentdb, projectors, logger);
    await appendManyEvents(postgres, { streams: 2, count: 40 });
    const refusals = () => logger.lines.filter((line) => line.message === 'Projector refused its checkpoint');
    await until(() => refusals().length === names.length, 'both projectors refused');
    // Several lock retries later: still refused, said once, nothing applied.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      refusals()
        .map((line) => line.projector)
        .sort(),
    ).toEqual([...names].sort());
    expect(logger.lines.filter((line) => line.message === 'Projector started')).toEqual([]);
    expect(await loadAllCheckpoints(db)).toEqual(checkpointsBefore);
    expect(await tableRows(db, 'test_tally_totals', 'tally_id')).toEqual(tallyBefore);
    const message = String(refusals()[0]!.error);
    expect(message).toContain('written by the postgres event store');
    expect(message).toContain('configured with the kurrentdb event store');
    expect(message).toContain('npm run projections:rebuild');

    // What a process with the projections role checks before it starts.
    await expect(assertCheckpointsFrom(db, 'postgres')).resolves.toBeUndefined();
    const refused = await assertCheckpointsFrom(db, 'kurrentdb').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CheckpointStoreMismatch);
    expect((refused as CheckpointStoreMismatch).checkpoints).toEqual([
      { projector: 'stream-index', eventStore: 'postgres' },
      { projector: 'test-tally-totals', eventStore: 'postgres' },
    ]);

    // The rebuild replays the configured store and marks the checkpoints as its own.
    for (const projector of projectors) await rebuildProjector(projector, { store: kurrentdb, pool: db });
    expect(await markers(db)).toEqual({ 'stream-index': 'kurrentdb', 'test-tally-totals': 'kurrentdb' });
    await expect(assertCheckpointsFrom(db, 'kurrentdb')).resolves.toBeUndefined();
    await expect(assertCheckpointsFrom(db, 'postgres')).rejects.toThrow(CheckpointStoreMismatch);

    // The refusing runner takes the projectors and follows new events from the rebuilt checkpoints.
    const afterRebuild = await appendManyEvents(postgres, { streams: 2, count: 40 });
    await waitForProjectors(db, afterRebuild, names);
    const started = logger.lines.filter((line) => line.message === 'Projector started');
    expect(started.map((line) => line.projector).sort()).toEqual([...names].sort());
    const increments = (await tableRows(db, 'test_tally_totals', 'tally_id')) as Array<{
      increments: string;
    }>;
    expect(increments.reduce((sum, row) => sum + Number(row.increments), 0)).toBe(200 + 40 + 40);
  });

  it('lets the first runner take a checkpoint that names no store or is at the start', async () => {
    const noTables = (name: string): Projector => ({
      name,
      eventTypes: ['TallyIncremented'],
      tables: [],
      handle: async () => undefined,
    });
    const unmarked = noTables('test-unmarked');
    const atStart = noTables('test-at-start');
    // One written before checkpoints named their store, one of the other store still at the start.
    const head = await appendManyEvents(postgres, { streams: 1, count: 10 });
    await setCheckpoint(db, unmarked.name, head, null);
    await setCheckpoint(db, atStart.name, START, 'kurrentdb');
    const runner = aRunner(postgres, [unmarked, atStart]);
    const written = await appendManyEvents(postgres, { streams: 1, count: 10 });
    await waitForProjectors(db, written, [unmarked.name, atStart.name]);
    await runner.stop();
    const marked = await markers(db);
    expect([marked['test-unmarked'], marked['test-at-start']]).toEqual(['postgres', 'postgres']);
  });

  it("moves what a rebuild does not replay, such as the notification process manager, to the configured store's head", async () => {
    await db.query('TRUNCATE projection_checkpoints');
    await setCheckpoint(
      db,
      'notification-process-manager',
      { commit: 999_999n, prepare: 999_000n },
      'kurrentdb',
    );
    await setCheckpoint(db, 'test-tally-totals', { commit: 5n, prepare: 7n }, 'postgres');
    await setCheckpoint(db, 'test-unmarked', { commit: 5n, prepare: 7n }, null);
    await appendManyEvents(postgres, { streams: 1, count: 1 });
    const head = (await postgres.headPosition())!;

    expect(await moveForeignCheckpoints(db, 'postgres', head)).toEqual(['notification-process-manager']);
    const checkpoints = await loadAllCheckpoints(db);
    expect(checkpoints.get('notification-process-manager')).toEqual(head);
    expect(checkpoints.get('test-tally-totals')).toEqual({ commit: 5n, prepare: 7n });
    expect(checkpoints.get('test-unmarked')).toEqual({ commit: 5n, prepare: 7n });
    const marked = await markers(db);
    expect([marked['notification-process-manager'], marked['test-unmarked']]).toEqual(['postgres', null]);
  });
});

describe('checkpoints from before the marker', () => {
  const migration = projectionMigrations.find((candidate) => candidate.name === 'ProjectionCheckpointStore')!;
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('checkpoint_store_backfill');
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store?.close();
    await db?.end();
    await database?.drop();
  });

  /** The table as it was before the migration, with these checkpoints; then the migration. */
  async function migrateRows(rows: Record<string, GlobalPosition>): Promise<Record<string, string | null>> {
    await db.query('ALTER TABLE projection_checkpoints DROP COLUMN event_store');
    await db.query('TRUNCATE projection_checkpoints');
    for (const [projector, position] of Object.entries(rows)) {
      await db.query(
        'INSERT INTO projection_checkpoints (projector, commit_position, prepare_position) VALUES ($1, $2, $3)',
        [projector, position.commit.toString(), position.prepare.toString()],
      );
    }
    await db.query(migration.up);
    return markers(db);
  }

  const rows = {
    'at-start': START,
    'filtered-catch-up': { commit: 812n, prepare: 9223372036854775807n },
    'log-offsets': { commit: 20_480n, prepare: 20_160n },
  };

  it("are KurrentDB's when the Postgres store holds no event, but for its own catch-up mark", async () => {
    expect(migration).toBeDefined();
    expect(await migrateRows(rows)).toEqual({
      'at-start': null,
      'filtered-catch-up': 'postgres',
      'log-offsets': 'kurrentdb',
    });
  });

  it("are the Postgres store's when it holds events", async () => {
    await store.appendToStream('tally-backfill', someEvents(1, 'TallyIncremented'), {
      expectedRevision: 'no_stream',
    });
    expect(await migrateRows(rows)).toEqual({
      'at-start': null,
      'filtered-catch-up': 'postgres',
      'log-offsets': 'postgres',
    });
  });
});

describe('the app after a switch of event store', () => {
  const dist = (script: string): string => fileURLToPath(new URL(`../../dist/${script}`, import.meta.url));
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;

  /** Runs a compiled entry point on the test database; answers how it ended and what it said. */
  function run(script: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [dist(script), ...args], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          PORT: '0',
          DATABASE_URL: database.url,
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: database.name,
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('exit', (code) => {
        clearTimeout(guard);
        resolve({ code, output });
      });
    });
  }

  beforeAll(async () => {
    if (!existsSync(dist('main.js')))
      throw new Error('Run "npx tsc -b" first (npm test does): this test starts api/dist/main.js.');
    database = await createTestDatabase('checkpoint_store_app');
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    store = new PostgresEventStore({ connectionString: database.url });
    const appended = await store.appendToStream('thing-switch', someEvents(3), {
      expectedRevision: 'no_stream',
    });
    // The rebuild below replays up to the head it sees: let the feed show these first (an open
    // transaction elsewhere on the server holds it back for a moment).
    await waitUntilFeedReaches(store, appended.position);
    // Written while KurrentDB was configured; the app is now on the Postgres store.
    await setCheckpoint(db, 'stream-index', { commit: 20_480n, prepare: 20_160n }, 'kurrentdb');
    await setCheckpoint(
      db,
      'notification-process-manager',
      { commit: 20_480n, prepare: 20_160n },
      'kurrentdb',
    );
  });
  afterAll(async () => {
    await store?.close();
    await db?.end();
    await database?.drop();
  });

  it('refuses to start, naming both stores and the rebuild; the rebuild lets it start', async () => {
    const refused = await run('main.js');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Cannot start: Projection checkpoints of notification-process-manager, stream-index were written by the kurrentdb event store, but this app is configured with the postgres event store',
    );
    expect(refused.output).toContain('npm run projections:rebuild');

    const rebuilt = await run('cli.js', ['projections:rebuild']);
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.output).toContain('notification-process-manager: checkpoint of another event store moved');
    const head = (await store.headPosition())!;
    const checkpoints = await loadAllCheckpoints(db);
    // The rebuilt projector replayed the Postgres store; the process manager continues from its head.
    expect(checkpoints.get('stream-index')).toEqual(head);
    expect(checkpoints.get('notification-process-manager')).toEqual(head);
    expect(Object.values(await markers(db)).every((marker) => marker === 'postgres')).toBe(true);
    expect(await tableRows(db, 'stream_index', 'stream_name')).toEqual([
      expect.objectContaining({ stream_name: 'thing-switch' }),
    ]);
    await expect(assertCheckpointsFrom(db, 'postgres')).resolves.toBeUndefined();
  }, 120_000);
});

describe('the configured event store', () => {
  it('is named as its adapter names itself, which is what checkpoints record', async () => {
    for (const env of [{}, { EVENTSTORE_CONNECTION_STRING: 'kurrentdb://127.0.0.1:1?tls=false' }]) {
      const config = loadConfig(env);
      const store = createEventStore(config, createRootLogger({ logLevel: 'silent' }));
      try {
        expect(store.adapterName).toBe(eventStoreKind(config));
      } finally {
        await store.close();
      }
    }
    expect(eventStoreKind(loadConfig({ EVENTSTORE_CONNECTION_STRING: '' }))).toBe('postgres');
  });
});
