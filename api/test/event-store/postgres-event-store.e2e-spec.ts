import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type ExpectedRevision, type RecordedEvent, START, WrongExpectedVersion } from '@referrals/contracts';
import pg from 'pg';
import { eventHash } from '../../src/platform/event-store/hash-chain/event-hash.js';
import { HashChainingEventStore } from '../../src/platform/event-store/hash-chain/hash-chaining-event-store.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { aMetadata, aStreamName, collect, someEvents } from './event-builders.js';
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

describe('postgres event store: one event and batches, under every expectation', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_shapes');
    store = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it.each([1, 3])(
    'numbers %i event(s) per append, answers a retry with the first result and refuses a stale revision',
    async (size) => {
      const stream = aStreamName();
      const expectations: ExpectedRevision[] = ['no_stream', 0n, 'any', 'stream_exists'];
      let revision = -1n;
      for (const expectedRevision of expectations) {
        const expected = typeof expectedRevision === 'bigint' ? revision : expectedRevision;
        const events = someEvents(size);
        const first = await store.appendToStream(stream, events, { expectedRevision: expected });
        expect(first.nextExpectedRevision).toBe(revision + BigInt(size));
        expect(await store.appendToStream(stream, events, { expectedRevision: expected })).toEqual(first);
        revision = first.nextExpectedRevision;
      }
      await expect(
        store.appendToStream(stream, someEvents(size), { expectedRevision: revision - 1n }),
      ).rejects.toMatchObject({ name: WrongExpectedVersion.name, actual: revision });
      const stored = await collect(store.readStream(stream));
      expect(stored.map((event) => event.revision)).toEqual(
        Array.from({ length: expectations.length * size }, (_, index) => BigInt(index)),
      );
    },
  );
});

describe('postgres behind the hash chain: appends in a row', () => {
  let database: TestDatabase;
  let adapter: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_chain_heads');
    adapter = new PostgresEventStore({ connectionString: database.url });
  });
  afterAll(async () => {
    await adapter.close();
    await database.drop();
  });

  function expectLinked(events: readonly RecordedEvent[]): void {
    events.forEach((event, index) => {
      expect(event.metadata.previousHash).toBe(index === 0 ? null : events[index - 1]!.metadata.hash);
      expect(event.metadata.hash).toBe(eventHash(event));
    });
  }

  it('links each append to the events this process just stored, without reading the stream', async () => {
    const chained = new HashChainingEventStore(adapter);
    const stream = aStreamName();
    const streamReads = jest.spyOn(adapter, 'readStream');
    try {
      let revision = (await chained.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' }))
        .nextExpectedRevision;
      for (const size of [1, 3, 1]) {
        revision = (await chained.appendToStream(stream, someEvents(size), { expectedRevision: revision }))
          .nextExpectedRevision;
      }
      expect(streamReads).not.toHaveBeenCalled();
    } finally {
      streamReads.mockRestore();
    }
    const events = await collect(adapter.readStream(stream));
    expect(events).toHaveLength(6);
    expectLinked(events);
  });
});

describe('postgres event store: waking subscribers of other processes', () => {
  const spacingMs = 3000;
  let database: TestDatabase;
  let writer: PostgresEventStore;
  let otherProcess: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_wake');
    writer = new PostgresEventStore({ connectionString: database.url, notifySpacingMs: spacingMs });
    // Idle polls far apart: only a notification can bring the events in time.
    otherProcess = new PostgresEventStore({ connectionString: database.url, idlePollMs: 60_000 });
  });
  afterAll(async () => {
    await otherProcess.close();
    await writer.close();
    await database.drop();
  });

  async function untilListening(): Promise<void> {
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    try {
      for (;;) {
        const { rows } = await observer.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        );
        if (rows.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await observer.end();
    }
  }

  it('announces appends made soon after a notification with the next one, which always follows', async () => {
    const subscription = otherProcess.subscribeToAll({ after: START });
    const batches = subscription[Symbol.asyncIterator]();
    const eventsUntil = async (total: number): Promise<number> => {
      let count = 0;
      while (count < total) {
        const next = await batches.next();
        if (next.done) break;
        count += next.value.events.length;
      }
      return count;
    };
    const first = eventsUntil(1);
    await untilListening();
    await writer.appendToStream(aStreamName(), someEvents(1), { expectedRevision: 'no_stream' });
    expect(await first).toBe(1);
    const rest = eventsUntil(10);
    // The subscriber reads the feed once more, finds nothing and waits for a notification.
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Within the spacing after the first notification: announced only by the one that follows it.
    await Promise.all(
      Array.from({ length: 10 }, () =>
        writer.appendToStream(aStreamName(), someEvents(1), { expectedRevision: 'no_stream' }),
      ),
    );
    expect(await rest).toBe(10);
    await subscription.close();
  }, 20_000);
});
