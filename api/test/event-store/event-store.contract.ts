import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
  WrongExpectedVersion,
} from '@referrals/contracts';
import { aMetadata, anEvent, aStreamName, collect, someEvents } from './event-builders.js';
import { runConcurrentWriters } from './concurrent-writers.js';

export interface EventStoreFixture {
  store: EventStore;
  /** The store writes its own `hash` and `previousHash` into each event's metadata (the hash chain). */
  chainsHashes?: boolean;
  dispose(): Promise<void>;
}

/** Reads the live feed after `after` until `until` says it has seen enough, or fails after `timeoutMs`. */
export async function readFeedUntil(
  store: EventStore,
  after: GlobalPosition | undefined,
  until: (events: RecordedEvent[]) => boolean,
  options: { timeoutMs?: number; eventTypes?: string[] } = {},
): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribeToAll({
    ...(after ? { after } : {}),
    ...(options.eventTypes ? { filter: { eventTypes: options.eventTypes } } : {}),
  });
  const timer = setTimeout(() => void subscription.close(), options.timeoutMs ?? 20_000);
  try {
    for await (const batch of subscription) {
      seen.push(...batch.events);
      if (until(seen)) break;
    }
  } finally {
    clearTimeout(timer);
    await subscription.close();
  }
  return seen;
}

/**
 * $all shows an append once every transaction older than it has finished (on Postgres a
 * transaction in any database of the server can hold it back for a moment): wait for that.
 */
export async function waitUntilFeedReaches(
  store: EventStore,
  position: GlobalPosition,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await store.headPosition();
    if (head && comparePositions(head, position) >= 0) return;
    if (Date.now() > deadline) throw new Error('the global feed did not reach the appended event');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The behaviour every event store adapter must have. */
export function describeEventStoreContract(
  adapter: string,
  createFixture: () => Promise<EventStoreFixture>,
): void {
  describe(`event store contract: ${adapter}`, () => {
    let fixture: EventStoreFixture;
    let store: EventStore;

    beforeAll(async () => {
      fixture = await createFixture();
      store = fixture.store;
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    describe('expected revision', () => {
      it('appends to a new stream with no_stream and numbers events from 0', async () => {
        const stream = aStreamName();
        const result = await store.appendToStream(stream, someEvents(3), { expectedRevision: 'no_stream' });
        expect(result.nextExpectedRevision).toBe(2n);
        const events = await collect(store.readStream(stream));
        expect(events.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
      });

      it('refuses no_stream when the stream exists, telling its revision', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
        const attempt = store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedVersion);
        await expect(attempt).rejects.toMatchObject({
          streamName: stream,
          expected: 'no_stream',
          actual: 1n,
        });
      });

      it('refuses stream_exists on a missing stream and accepts it on an existing one', async () => {
        const stream = aStreamName();
        await expect(
          store.appendToStream(stream, someEvents(1), { expectedRevision: 'stream_exists' }),
        ).rejects.toBeInstanceOf(WrongExpectedVersion);
        await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, someEvents(2), {
          expectedRevision: 'stream_exists',
        });
        expect(result.nextExpectedRevision).toBe(2n);
      });

      it('accepts any on a missing and on an existing stream', async () => {
        const stream = aStreamName();
        expect(
          (await store.appendToStream(stream, someEvents(1), { expectedRevision: 'any' }))
            .nextExpectedRevision,
        ).toBe(0n);
        expect(
          (await store.appendToStream(stream, someEvents(2), { expectedRevision: 'any' }))
            .nextExpectedRevision,
        ).toBe(2n);
      });

      it('accepts the exact current revision and refuses a stale one with WrongExpectedVersion', async () => {
        const stream = aStreamName();
        const first = await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
        const second = await store.appendToStream(stream, someEvents(1), {
          expectedRevision: first.nextExpectedRevision,
        });
        expect(second.nextExpectedRevision).toBe(2n);
        const stale = store.appendToStream(stream, someEvents(1), {
          expectedRevision: first.nextExpectedRevision,
        });
        await expect(stale).rejects.toMatchObject({ name: 'WrongExpectedVersion', expected: 1n, actual: 2n });
        expect(await collect(store.readStream(stream))).toHaveLength(3);
      });

      it('refuses an exact revision on a missing stream', async () => {
        await expect(
          store.appendToStream(aStreamName(), someEvents(1), { expectedRevision: 0n }),
        ).rejects.toBeInstanceOf(WrongExpectedVersion);
      });

      it('lets exactly one of two appends at the same revision win', async () => {
        const stream = aStreamName();
        const start = await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled([
          store.appendToStream(stream, someEvents(1), { expectedRevision: start.nextExpectedRevision }),
          store.appendToStream(stream, someEvents(1), { expectedRevision: start.nextExpectedRevision }),
        ]);
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((result) => result.status === 'rejected');
        expect(rejected?.reason).toBeInstanceOf(WrongExpectedVersion);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });
    });

    describe('idempotency', () => {
      it('answers a re-append of the same event ids with the first result and stores them once', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
        const events = someEvents(2);
        const first = await store.appendToStream(stream, events, { expectedRevision: 0n });
        const again = await store.appendToStream(stream, events, { expectedRevision: 0n });
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(comparePositions(again.position, first.position)).toBe(0);
        expect(await collect(store.readStream(stream))).toHaveLength(3);
      });

      it('treats a retried first append (no_stream) as done', async () => {
        const stream = aStreamName();
        const events = someEvents(2);
        const first = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const again = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
        expect(await collect(store.readStream(stream))).toHaveLength(2);
      });

      it('does not store twice an event re-appended with any', async () => {
        const stream = aStreamName();
        const event = anEvent();
        await store.appendToStream(stream, [event], { expectedRevision: 'any' });
        await store.appendToStream(stream, [event], { expectedRevision: 'any' });
        expect(await collect(store.readStream(stream))).toHaveLength(1);
      });
    });

    describe('reading a stream', () => {
      it('reads forwards from a revision and backwards from the end, with a maximum count', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(5), { expectedRevision: 'no_stream' });
        const forwards = await collect(store.readStream(stream, { fromRevision: 2n, maxCount: 2 }));
        expect(forwards.map((event) => event.revision)).toEqual([2n, 3n]);
        const backwards = await collect(store.readStream(stream, { direction: 'backwards', maxCount: 3 }));
        expect(backwards.map((event) => event.revision)).toEqual([4n, 3n, 2n]);
        const backwardsFrom = await collect(
          store.readStream(stream, { direction: 'backwards', fromRevision: 1n }),
        );
        expect(backwardsFrom.map((event) => event.revision)).toEqual([1n, 0n]);
      });

      it('orders revisions as numbers past 9, reading and appending', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(9), { expectedRevision: 'no_stream' });
        const result = await store.appendToStream(stream, someEvents(3), { expectedRevision: 8n });
        expect(result.nextExpectedRevision).toBe(11n);
        const [last] = await collect(store.readStream(stream, { direction: 'backwards', maxCount: 1 }));
        expect(last?.revision).toBe(11n);
        const all = await collect(store.readStream(stream));
        expect(all.map((event) => event.revision)).toEqual(
          Array.from({ length: 12 }, (_, index) => BigInt(index)),
        );
      });

      it('reads a missing stream as empty', async () => {
        expect(await collect(store.readStream(aStreamName()))).toEqual([]);
      });

      it('reads several streams at once, each in revision order, a missing one as empty', async () => {
        const [first, second, missing, other] = [aStreamName(), aStreamName(), aStreamName(), aStreamName()];
        await store.appendToStream(first, someEvents(3), { expectedRevision: 'no_stream' });
        await store.appendToStream(second, someEvents(2), { expectedRevision: 'no_stream' });
        await store.appendToStream(other, someEvents(1), { expectedRevision: 'no_stream' });
        const read = await collect(store.readStreams([second, missing, first, first]));
        const revisionsOf = (stream: string) =>
          read.filter((event) => event.streamName === stream).map((event) => event.revision);
        expect(revisionsOf(first)).toEqual([0n, 1n, 2n]);
        expect(revisionsOf(second)).toEqual([0n, 1n]);
        expect(read).toHaveLength(5);
        expect(await collect(store.readStreams([]))).toEqual([]);
      });

      it("tells each stream's last revision, leaving out a missing stream, and moves with appends", async () => {
        const [first, second, missing] = [aStreamName(), aStreamName(), aStreamName()];
        await store.appendToStream(first, someEvents(3), { expectedRevision: 'no_stream' });
        await store.appendToStream(second, someEvents(1), { expectedRevision: 'no_stream' });
        expect(await store.streamRevisions([first, second, missing, first])).toEqual(
          new Map([
            [first, 2n],
            [second, 0n],
          ]),
        );
        await store.appendToStream(second, someEvents(2), { expectedRevision: 0n });
        expect((await store.streamRevisions([second])).get(second)).toBe(2n);
        expect(await store.streamRevisions([])).toEqual(new Map());
      });

      it('reads several long streams at once, whole, past any page size', async () => {
        const streams = [aStreamName(), aStreamName()];
        for (const stream of streams) {
          await store.appendToStream(stream, someEvents(700), { expectedRevision: 'no_stream' });
        }
        const read = await collect(store.readStreams(streams));
        for (const stream of streams) {
          expect(read.filter((event) => event.streamName === stream).map((event) => event.revision)).toEqual(
            Array.from({ length: 700 }, (_, index) => BigInt(index)),
          );
        }
      });

      it('keeps the type, data, id and stream of each event', async () => {
        const stream = aStreamName('order');
        const event = anEvent('OrderPlaced', {
          amount: { cents: 12_345, currency: 'USD' },
          items: ['a', 'b'],
        });
        await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });
        const [read] = await collect(store.readStream(stream));
        expect(read).toMatchObject({
          id: event.id,
          type: 'OrderPlaced',
          data: event.data,
          streamName: stream,
          revision: 0n,
        });
        expect(read?.recordedAt).toBeInstanceOf(Date);
      });
    });

    describe('metadata', () => {
      it('round-trips actor, correlation, causation, time, schema version and extensions', async () => {
        const stream = aStreamName();
        const metadata = aMetadata({
          actorUserId: 'user-42',
          actorRole: 'networker',
          correlationId: 'req-abc',
          causationId: 'cmd-123',
          occurredAt: '2026-11-21T10:00:00.000Z',
          schemaVersion: 3,
          previousHash: 'deadbeef',
        });
        await store.appendToStream(stream, [{ ...anEvent(), metadata }], { expectedRevision: 'no_stream' });
        const [read] = await collect(store.readStream(stream));
        expect(read?.metadata).toEqual(
          fixture.chainsHashes
            ? {
                ...metadata,
                previousHash: null,
                hashVersion: 2,
                recordedAt: read!.recordedAt.toISOString(),
                hash: expect.stringMatching(/^[0-9a-f]{64}$/),
              }
            : metadata,
        );
      });
    });

    describe('the global feed', () => {
      it('reads $all forwards from a position, inclusive, in commit order', async () => {
        const stream = aStreamName();
        const appended = await store.appendToStream(stream, someEvents(3), { expectedRevision: 'no_stream' });
        await waitUntilFeedReaches(store, appended.position);
        const [, second] = await collect(store.readStream(stream));
        const fromSecond = await collect(store.readAll({ fromPosition: second!.position, maxCount: 2 }));
        expect(fromSecond.map((event) => [event.streamName, event.revision])).toEqual([
          [stream, 1n],
          [stream, 2n],
        ]);
      });

      it('reads $all backwards from the end, newest first', async () => {
        const stream = aStreamName();
        const appended = await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
        await waitUntilFeedReaches(store, appended.position);
        const newest = await collect(store.readAll({ direction: 'backwards', maxCount: 2 }));
        expect(newest.map((event) => [event.streamName, event.revision])).toEqual([
          [stream, 1n],
          [stream, 0n],
        ]);
        const head = await store.headPosition();
        expect(head && comparePositions(head, newest[0]!.position)).toBe(0);
      });

      it('gives every event a position later than the ones before it', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(3), { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, someEvents(2), { expectedRevision: 2n });
        const events = await collect(store.readStream(stream));
        for (let index = 1; index < events.length; index++) {
          expect(comparePositions(events[index - 1]!.position, events[index]!.position)).toBe(-1);
        }
      });

      it('catches up on history, then delivers new events live', async () => {
        const stream = aStreamName();
        const before = (await store.headPosition()) ?? START;
        await store.appendToStream(stream, someEvents(3), { expectedRevision: 'no_stream' });
        const subscription = store.subscribeToAll({ after: before });
        const received: RecordedEvent[] = [];
        const iterator = subscription[Symbol.asyncIterator]();
        try {
          while (received.filter((event) => event.streamName === stream).length < 3) {
            const next = await iterator.next();
            if (next.done) throw new Error('subscription ended early');
            received.push(...next.value.events);
          }
          await store.appendToStream(stream, someEvents(2), { expectedRevision: 2n });
          while (received.filter((event) => event.streamName === stream).length < 5) {
            const next = await iterator.next();
            if (next.done) throw new Error('subscription ended early');
            received.push(...next.value.events);
          }
        } finally {
          await subscription.close();
        }
        const ours = received.filter((event) => event.streamName === stream);
        expect(ours.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
      });

      it('delivers only the events after the given position', async () => {
        const stream = aStreamName();
        await store.appendToStream(stream, someEvents(4), { expectedRevision: 'no_stream' });
        const events = await collect(store.readStream(stream));
        const seen = await readFeedUntil(store, events[1]!.position, (feed) =>
          feed.some((event) => event.streamName === stream && event.revision === 3n),
        );
        expect(seen.filter((event) => event.streamName === stream).map((event) => event.revision)).toEqual([
          2n,
          3n,
        ]);
      });

      it('delivers only the event types asked for, while the checkpoint still advances', async () => {
        const stream = aStreamName();
        const wanted = `Wanted${Date.now()}`;
        const before = (await store.headPosition()) ?? START;
        await store.appendToStream(stream, [anEvent('Unwanted'), anEvent(wanted), anEvent('Unwanted')], {
          expectedRevision: 'no_stream',
        });
        const seen = await readFeedUntil(store, before, (feed) => feed.length >= 1, { eventTypes: [wanted] });
        expect(seen.map((event) => event.type)).toEqual([wanted]);
      });

      it('stops delivering when the subscription is closed', async () => {
        const subscription = store.subscribeToAll({ after: (await store.headPosition()) ?? START });
        const iterator = subscription[Symbol.asyncIterator]();
        const pending = iterator.next();
        await subscription.close();
        await expect(pending).resolves.toMatchObject({ done: true });
      });

      it('never skips an event: 8 concurrent writers on overlapping streams, one subscriber sees each event once, in stream order', async () => {
        const report = await runConcurrentWriters(store, { writers: 8, streams: 12, appendsPerWriter: 150 });
        expect(report.missing).toEqual([]);
        expect(report.duplicates).toEqual([]);
        expect(report.outOfOrderStreams).toEqual([]);
        expect(report.conflicts).toBeGreaterThan(0);
        expect(report.committedEvents).toBeGreaterThanOrEqual(8 * 150);
        console.info(
          `[${adapter}] concurrent writers: ${report.committedEvents} events committed in ${report.writeMs} ms ` +
            `(${Math.round(report.eventsPerSecond)} events/s, ${report.conflicts} conflicts retried); ` +
            `subscriber had them all ${report.catchUpLagMs} ms after the last append`,
        );
      }, 60_000);
    });
  });
}
