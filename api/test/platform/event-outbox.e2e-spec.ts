import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, type EventStore, type RecordedEvent } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../src/platform/database/database.token.js';
import { collect } from '../../src/platform/event-store/collect.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import type { Logger } from 'pino';
import type { AppConfig } from '../../src/config/app-config.js';
import { APP_CONFIG } from '../../src/config/config.module.js';
import { EventOutbox, outboxEvents, type StreamAppend } from '../../src/platform/events/event-outbox.js';
import { EventWriter } from '../../src/platform/events/event-writer.js';
import { ROOT_LOGGER } from '../../src/platform/logging/logging.module.js';
import { ID_GENERATOR, type IdGenerator } from '../../src/platform/ports/id-generator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A RoleGranted event of the map: any typed event would do. */
const granted = (role: 'auditor' | 'networker', userId = 'u') => ({
  type: 'RoleGranted' as const,
  data: { userId, role },
});

/** The same store, seen as one that cannot append in the app's transactions (it lives elsewhere). */
function storeInAnotherDatabase(store: EventStore): EventStore {
  return {
    adapterName: store.adapterName,
    appendToStream: (...args) => store.appendToStream(...args),
    readStream: (...args) => store.readStream(...args),
    readStreams: (...args) => store.readStreams(...args),
    streamRevisions: (...args) => store.streamRevisions(...args),
    readAll: (...args) => store.readAll(...args),
    subscribeToAll: (...args) => store.subscribeToAll(...args),
    headPosition: () => store.headPosition(),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

function outboxFor(app: TestApp, store: EventStore): EventOutbox {
  const nest = app.running.app;
  return new EventOutbox(
    nest.get<DataSource>(DATA_SOURCE),
    store,
    nest.get(EventWriter),
    nest.get<IdGenerator>(ID_GENERATOR),
    nest.get<Logger>(ROOT_LOGGER),
    nest.get<AppConfig>(APP_CONFIG),
  );
}

describe("the platform's event outbox, for a store in another database", () => {
  let app: TestApp;
  let outbox: EventOutbox;
  let dataSource: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    // Without the api role the outbox runs no retry pass of its own, which could take a batch before
    // a test delivers it: each test says when what waits is appended.
    app = await startTestApp({ label: 'outbox', projectors: [], env: { APP_ROLES: 'worker' } });
    dataSource = app.running.app.get<DataSource>(DATA_SOURCE);
    store = app.running.app.get<EventStore>(EVENT_STORE);
    // As for a store in another database (KurrentDB): the events wait in outbox rows.
    outbox = outboxFor(app, storeInAnotherDatabase(store));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function recordCommitted(appends: StreamAppend[]) {
    return dataSource.transaction((manager) => outbox.record(manager, appends));
  }

  /** A committed batch of two events on one new stream and one on another. */
  async function twoNewStreamsCommitted() {
    const [first, second] = [`outbox-${randomUUID()}`, `outbox-${randomUUID()}`];
    const batch = await recordCommitted([
      {
        streamName: first,
        expectedRevision: 'no_stream',
        events: [granted('auditor'), granted('networker')],
      },
      { streamName: second, expectedRevision: 'no_stream', events: [granted('auditor')] },
    ]);
    return { first, second, batch };
  }

  const streamEvents = (streamName: string): Promise<RecordedEvent[]> =>
    collect(store.readStream(streamName));

  async function waitingRows(): Promise<number> {
    const [row] = await app.sql<{ count: number }>('SELECT count(*)::int AS count FROM event_outbox');
    return row!.count;
  }

  it("appends a transaction's events with one append per stream and answers where the last one landed", async () => {
    const { first, second, batch } = await twoNewStreamsCommitted();
    const delivered = await outbox.deliver(batch);

    const [firstEvents, secondEvents] = [await streamEvents(first), await streamEvents(second)];
    expect(firstEvents.map((event) => event.id)).toEqual(
      outboxEvents(batch)
        .slice(0, 2)
        .map((event) => event.id),
    );
    expect(secondEvents.map((event) => event.id)).toEqual([outboxEvents(batch)[2]!.id]);
    // One append per stream: the stream's events share one commit.
    expect(firstEvents[0]!.position.commit).toBe(firstEvents[1]!.position.commit);
    const last = [...firstEvents, ...secondEvents].sort((a, b) =>
      comparePositions(b.position, a.position),
    )[0]!;
    expect(delivered.written?.position).toEqual(last.position);
    expect(delivered.written?.eventTypes).toEqual(['RoleGranted']);
    expect(await waitingRows()).toBe(0);
  });

  it('appends after whatever a stream got between the decision and the append', async () => {
    const streamName = await streamWithOneEvent(store);
    const batch = await recordCommitted([
      { streamName, expectedRevision: 'no_stream', events: [granted('networker')] },
    ]);
    const delivered = await outbox.deliver(batch);
    expect(delivered.written).not.toBeNull();
    expect((await streamEvents(streamName)).map((event) => event.revision)).toEqual([0n, 1n]);
  });

  it('appends what waits (the store was away at the commit) on its next pass, oldest transaction first', async () => {
    const streamName = `outbox-${randomUUID()}`;
    const older = await recordCommitted([
      { streamName, expectedRevision: 'no_stream', events: [granted('auditor')] },
    ]);
    const newer = await recordCommitted([
      { streamName, expectedRevision: 0n, events: [granted('networker')] },
    ]);
    await outbox.retryWaiting();

    const events = await streamEvents(streamName);
    expect(events.map((event) => event.id)).toEqual([outboxEvents(older)[0]!.id, outboxEvents(newer)[0]!.id]);
    expect(await waitingRows()).toBe(0);
    // Delivering a batch a pass appended already appends nothing again, and answers where it is.
    expect((await outbox.deliver(newer)).written?.position).toEqual(events[1]!.position);
    expect(await streamEvents(streamName)).toHaveLength(2);
  });

  it('appends a batch once when its delivery and a retry pass take it at the same time', async () => {
    const { first, second, batch } = await twoNewStreamsCommitted();
    const [delivered] = await Promise.all([outbox.deliver(batch), outbox.retryWaiting()]);

    const [firstEvents, secondEvents] = [await streamEvents(first), await streamEvents(second)];
    expect([...firstEvents, ...secondEvents].map((event) => event.id)).toEqual(
      outboxEvents(batch).map((event) => event.id),
    );
    expect(delivered.written?.position).toEqual(secondEvents[0]!.position);
    expect(await waitingRows()).toBe(0);
  });

  it('absorbs an append repeated after its removal from the outbox was lost', async () => {
    const streamName = `outbox-${randomUUID()}`;
    const batch = await recordCommitted([
      { streamName, expectedRevision: 'no_stream', events: [granted('auditor')] },
    ]);
    await outbox.deliver(batch);
    const [appended] = await streamEvents(streamName);
    await app.sql(
      `INSERT INTO event_outbox (batch_id, event_id, stream_name, expected_revision, event_type, data, metadata)
       VALUES ($1, $2, $3, 'no_stream', $4, $5, $6)`,
      [batch.batchId, appended!.id, streamName, appended!.type, appended!.data, appended!.metadata],
    );
    await outbox.retryWaiting();
    expect((await streamEvents(streamName)).map((event) => event.id)).toEqual([appended!.id]);
    expect(await waitingRows()).toBe(0);
  });
});

describe("the platform's event outbox, for the Postgres store in the app's database", () => {
  let app: TestApp;
  let outbox: EventOutbox;
  let dataSource: DataSource;
  let store: EventStore;

  beforeAll(async () => {
    app = await startTestApp({ label: 'outbox_tx', projectors: [], env: { APP_ROLES: 'worker' } });
    outbox = app.running.app.get(EventOutbox);
    dataSource = app.running.app.get<DataSource>(DATA_SOURCE);
    store = app.running.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await app?.close();
  });

  const streamIds = async (streamName: string) =>
    (await collect(store.readStream(streamName))).map((event) => event.id);
  const outboxRows = async () =>
    (await app.sql<{ count: number }>('SELECT count(*)::int AS count FROM event_outbox'))[0]!.count;

  it('appends the events in the transaction itself: they commit with its rows, and no row waits', async () => {
    const [first, second] = [`outbox-${randomUUID()}`, `outbox-${randomUUID()}`];
    let seenBeforeCommit: string[] = ['not read'];
    const batch = await dataSource.transaction(async (manager) => {
      const recorded = await outbox.record(manager, [
        {
          streamName: first,
          expectedRevision: 'no_stream',
          events: [granted('auditor'), granted('networker')],
        },
        { streamName: second, expectedRevision: 'no_stream', events: [granted('auditor')] },
      ]);
      // Outside the transaction nothing shows before its commit.
      seenBeforeCommit = await streamIds(first);
      return recorded;
    });
    expect(seenBeforeCommit).toEqual([]);
    const ids = outboxEvents(batch).map((event) => event.id);
    expect([...(await streamIds(first)), ...(await streamIds(second))]).toEqual(ids);
    expect(await outboxRows()).toBe(0);

    const delivered = await outbox.deliver(batch);
    const secondEvent = (await collect(store.readStream(second)))[0]!;
    expect(delivered.written?.position).toEqual(secondEvent.position);
    expect(delivered.written?.eventTypes).toEqual(['RoleGranted']);
    // One transaction: every event carries its id.
    const firstEvents = await collect(store.readStream(first));
    expect(firstEvents.map((event) => event.position.commit)).toEqual([
      secondEvent.position.commit,
      secondEvent.position.commit,
    ]);
  });

  it('appends nothing when the transaction rolls back', async () => {
    const streamName = `outbox-${randomUUID()}`;
    await expect(
      dataSource.transaction(async (manager) => {
        await outbox.record(manager, [
          { streamName, expectedRevision: 'no_stream', events: [granted('auditor')] },
        ]);
        throw new Error('a later rule refused the command');
      }),
    ).rejects.toThrow('a later rule refused the command');
    expect(await streamIds(streamName)).toEqual([]);
    expect(await outboxRows()).toBe(0);
  });

  it('appends after whatever a stream got between the decision and the append, linked to it', async () => {
    const streamName = await streamWithOneEvent(store);
    const batch = await dataSource.transaction((manager) =>
      outbox.record(manager, [{ streamName, expectedRevision: 'no_stream', events: [granted('networker')] }]),
    );
    expect((await outbox.deliver(batch)).written).not.toBeNull();
    const events = await collect(store.readStream(streamName));
    expect(events.map((event) => event.revision)).toEqual([0n, 1n]);
    expect(events[1]!.metadata.previousHash).toBe(events[0]!.metadata.hash);
  });
});

/** A new stream holding one event, appended by somebody else. */
async function streamWithOneEvent(store: EventStore): Promise<string> {
  const streamName = `outbox-${randomUUID()}`;
  const event = { id: randomUUID(), type: 'RoleGranted', data: { userId: 'u', role: 'auditor' } };
  await store.appendToStream(streamName, [{ ...event, metadata: metadata() }], {
    expectedRevision: 'no_stream',
  });
  return streamName;
}

function metadata() {
  return {
    actorUserId: null,
    actorRole: 'system' as const,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
}
