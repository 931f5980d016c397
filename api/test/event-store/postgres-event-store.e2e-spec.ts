import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { START } from '@referrals/contracts';
import pg from 'pg';
import { HashChainingEventStore } from '../../src/platform/event-store/hash-chain/hash-chaining-event-store.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { aMetadata, aStreamName, someEvents } from './event-builders.js';
import { describeEventStoreContract, readFeedUntil, waitUntilFeedReaches } from './event-store.contract.js';
import { describeHashChainContract } from './hash-chain.contract.js';

/** A Postgres adapter on a fresh database, closed and dropped by `dispose`. */
async function freshAdapter(
  label: string,
): Promise<{ adapter: PostgresEventStore; dispose: () => Promise<void> }> {
  const database = await createTestDatabase(label);
  const adapter = new PostgresEventStore({ connectionString: database.url });
  return {
    adapter,
    dispose: async () => {
      await adapter.close();
      await database.drop();
    },
  };
}

describeEventStoreContract('postgres', async () => {
  const { adapter, dispose } = await freshAdapter('es_contract');
  return { store: adapter, dispose };
});

// The store the app uses: the adapter behind the hash chain keeps every promise of the port.
describeEventStoreContract('postgres behind the hash chain', async () => {
  const { adapter, dispose } = await freshAdapter('es_chained');
  return { store: new HashChainingEventStore(adapter), chainsHashes: true, dispose };
});

describeHashChainContract('postgres', async () => {
  const { adapter, dispose } = await freshAdapter('es_chain');
  return { chained: new HashChainingEventStore(adapter), unchained: adapter, dispose };
});

describe('postgres event store: the global feed under late commits', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_late');
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  async function beginSlowTransaction(): Promise<pg.Client> {
    const slow = new pg.Client({ connectionString: database.url });
    await slow.connect();
    await slow.query('BEGIN');
    await slow.query('SELECT pg_current_xact_id()');
    return slow;
  }

  it('does not jump over an event whose transaction began first but commits after later events', async () => {
    const before = (await store.headPosition()) ?? START;
    const lateStream = aStreamName('late');
    const slow = await beginSlowTransaction();
    try {
      // The slow transaction takes its transaction id and its position first...
      await slow.query('INSERT INTO streams (stream_name, revision) VALUES ($1, 0)', [lateStream]);
      await slow.query(
        `INSERT INTO events (stream_name, revision, id, type, data, metadata)
         VALUES ($1, 0, gen_random_uuid(), 'LateEvent', '{}', $2)`,
        [lateStream, JSON.stringify(aMetadata())],
      );
      // ...then quicker appends commit with later positions while a reader follows the feed.
      const quickStream = aStreamName('quick');
      await store.appendToStream(quickStream, someEvents(3), { expectedRevision: 'no_stream' });
      const feed = readFeedUntil(store, before, (events) =>
        events.some((event) => event.streamName === lateStream),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await slow.query('COMMIT');
      const seen = await feed;
      expect(seen.map((event) => event.streamName)).toEqual([
        lateStream,
        quickStream,
        quickStream,
        quickStream,
      ]);
    } finally {
      await slow.end();
    }
  });

  it('keeps events out of $all while an older transaction is still running, and lets them in when it ends', async () => {
    const headBefore = await store.headPosition();
    const slow = await beginSlowTransaction();
    try {
      const stream = aStreamName();
      const appended = await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
      expect(await store.headPosition()).toEqual(headBefore);
      await slow.query('ROLLBACK');
      // Any other transaction on the server (another test file's) holds the feed too, for a moment.
      await waitUntilFeedReaches(store, appended.position);
      expect(await store.headPosition()).toEqual(appended.position);
    } finally {
      await slow.end();
    }
  });
});
