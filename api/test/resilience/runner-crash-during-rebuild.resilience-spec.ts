import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, type GlobalPosition } from '@referrals/contracts';
import { allProjectors, loadAllCheckpoints, rebuildProjector } from '@referrals/projections';
import pg from 'pg';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { waitForProjectors } from '../projections/projection-helpers.js';
import { appendProspectStories, EVENTS_PER_STORY } from '../support/prospect-stories.js';
import { tableHashes } from '../support/read-model-hashes.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const EVENTS = 100_002;
/** The projectors the prospect stories feed (the others would only skip every event). */
const projectors = allProjectors.filter((projector) =>
  ['stream-index', 'prospects', 'prospect-timeline', 'bounty-ledger'].includes(projector.name),
);
const names = projectors.map((projector) => projector.name);
const readModelTables = [...new Set(projectors.flatMap((projector) => projector.tables))].sort();

/**
 * The projection runner, in a process of its own, is replaying 100,000 events into empty read models (what
 * a rebuild does) when it is killed with SIGKILL inside a batch's transaction. Restarted, it carries on from
 * its checkpoints: every read-model table ends up exactly as a clean rebuild makes it.
 */
describe('a projection runner killed during a rebuild of 100,000 events', () => {
  const childScript = fileURLToPath(new URL('../projections/runner-child.mjs', import.meta.url));
  let database: TestDatabase;
  let db: pg.Pool;
  let store: PostgresEventStore;
  let child: ChildProcess | null = null;

  const startRunner = () => {
    child = spawn(process.execPath, [childScript], {
      env: { ...process.env, DATABASE_URL: database.url, BATCH_SIZE: '1000', PROJECTORS: names.join(',') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  };
  const killRunner = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    child = null;
  };

  beforeAll(async () => {
    if (!existsSync(fileURLToPath(new URL('../../dist/main.js', import.meta.url))))
      throw new Error('This test runs the compiled runner in a child process: run "npm run build:ts" first.');
    database = await createTestDatabase('runner_crash_rebuild');
    db = new pg.Pool({ connectionString: database.url, max: 4 });
    db.on('error', () => undefined);
    store = new PostgresEventStore({ connectionString: database.url, poolSize: 8 });
  });
  afterAll(async () => {
    await killRunner();
    await store?.close();
    await db?.end();
    await database?.drop();
  });

  it('ends, after a restart, with every read-model table equal to a clean rebuild', async () => {
    const head: GlobalPosition = await appendProspectStories(store, EVENTS / EVENTS_PER_STORY, 8);

    startRunner();
    // Kill it a good way into the replay, while its batch connection is inside a transaction.
    let killedInTransaction = false;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline && !killedInTransaction;) {
      const { rows } = await db.query<{ open: boolean }>(
        `SELECT bool_or(backend_xid IS NOT NULL) AS open FROM pg_stat_activity WHERE application_name = 'runner-child'`,
      );
      const checkpoint = (await loadAllCheckpoints(db)).get('stream-index');
      if (rows[0]?.open && checkpoint && checkpoint.prepare > head.prepare / 4n) {
        await killRunner();
        killedInTransaction = true;
      }
    }
    expect(killedInTransaction).toBe(true);
    const atKill = (await loadAllCheckpoints(db)).get('stream-index')!;
    expect(comparePositions(atKill, head)).toBe(-1);

    startRunner();
    await waitForProjectors(db, head, names, 240_000);
    await killRunner();
    const afterRestart = await tableHashes(db, readModelTables);
    expect(afterRestart.stream_index).toMatch(/^16667 rows/);

    for (const projector of allProjectors)
      await rebuildProjector(projector, { store, pool: db, maxBatchSize: 1000 });
    expect(await tableHashes(db, readModelTables)).toEqual(afterRestart);
  }, 420_000);
});
