import { afterAll, beforeAll } from '@jest/globals';
import { allProjectors, type Projector } from '@referrals/projections';
import pg from 'pg';
import { createTestDatabase } from '../support/test-database.js';

/** A fresh database for comparing a projector's batches with its events one by one. */
export interface BatchTestDatabase {
  readonly db: pg.Pool;
  /** One connection held throughout, for the statements under test (and their transactions). */
  readonly client: pg.PoolClient;
}

async function openBatchTestDatabase(name: string): Promise<BatchTestDatabase & { close(): Promise<void> }> {
  const database = await createTestDatabase(name);
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  // The pool's end() resolves before its connections have closed, so the drop's FORCE may end one still
  // closing; its error then reaches the pool, and must not crash the test file (as in test-app.ts).
  db.on('error', () => undefined);
  const close = async (client?: pg.PoolClient) => {
    client?.release();
    await db.end();
    await database.drop();
  };
  let client: pg.PoolClient;
  try {
    client = await db.connect();
  } catch (error) {
    await close();
    throw error;
  }
  return { db, client, close: () => close(client) };
}

/** Opens such a database before the tests of the file (or describe) that calls it, and drops it after them. */
export function useBatchTestDatabase(name: string): BatchTestDatabase {
  let opened: Awaited<ReturnType<typeof openBatchTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openBatchTestDatabase(name);
  });
  afterAll(() => opened?.close());
  const open = () => {
    if (!opened) throw new Error(`the ${name} test database is open only while its tests run`);
    return opened;
  };
  return {
    get db() {
      return open().db;
    },
    get client() {
      return open().client;
    },
  };
}

export type BatchingProjector = Projector & Required<Pick<Projector, 'handleBatch'>>;

const foldsBatches = (projector: Projector): projector is BatchingProjector =>
  projector.handleBatch !== undefined;

/** The registered projector of that name, which must handle batches of its own. */
export function batchingProjector(name: string): BatchingProjector {
  const found = allProjectors.find((candidate) => candidate.name === name);
  if (!found || !foldsBatches(found)) throw new Error(`the ${name} projector handles no batches`);
  return found;
}
