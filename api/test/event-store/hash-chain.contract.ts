import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type EventStore, type RecordedEvent, WrongExpectedVersion } from '@referrals/contracts';
import { eventHash } from '../../src/platform/event-store/hash-chain/event-hash.js';
import { HashChainingEventStore } from '../../src/platform/event-store/hash-chain/hash-chaining-event-store.js';
import { anEvent, aStreamName, collect, someEvents } from './event-builders.js';

export interface HashChainFixture {
  /** The adapter behind the hash chain: what the app uses. */
  chained: EventStore;
  /** The same storage without the chain: how events were written before hashing. */
  unchained: EventStore;
  dispose(): Promise<void>;
}

/** Every event's hash is its own and links to the one before; the first chained event links to null. */
function expectLinearChain(events: readonly RecordedEvent[], chainedFrom = 0): void {
  events.forEach((event, index) => {
    expect(event.revision).toBe(BigInt(index));
    if (index < chainedFrom) {
      expect(event.metadata.hash).toBeUndefined();
      return;
    }
    const expectedPrevious = index === chainedFrom ? null : events[index - 1]!.metadata.hash;
    expect({ revision: event.revision, previousHash: event.metadata.previousHash }).toEqual({
      revision: event.revision,
      previousHash: expectedPrevious,
    });
    expect(event.metadata.hash).toBe(eventHash(event));
  });
}

/** The hash chain's behaviour on top of an adapter: linear, linked, and never forked by concurrency. */
export function describeHashChainContract(
  adapter: string,
  createFixture: () => Promise<HashChainFixture>,
): void {
  describe(`hash chain contract: ${adapter}`, () => {
    let fixture: HashChainFixture;
    let store: EventStore;

    beforeAll(async () => {
      fixture = await createFixture();
      store = fixture.chained;
    });
    afterAll(async () => {
      await fixture?.dispose();
    });

    it('hashes every event and links it to the one before, whatever the expectation of each append', async () => {
      const stream = aStreamName();
      await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 1n });
      await store.appendToStream(stream, someEvents(2), { expectedRevision: 'any' });
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'stream_exists' });
      const events = await collect(store.readStream(stream));
      expect(events).toHaveLength(6);
      expect(events[0]!.metadata.previousHash).toBeNull();
      expectLinearChain(events);
    });

    it('starts a stream appended with any from null', async () => {
      const stream = aStreamName();
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'any' });
      const [first] = await collect(store.readStream(stream));
      expect(first?.metadata.previousHash).toBeNull();
      expect(first?.metadata.hash).toBe(eventHash(first!));
    });

    it('replaces a hash or previous hash the caller put in the metadata', async () => {
      const stream = aStreamName();
      const forged = anEvent('ThingHappened', { value: 1 }, { hash: 'forged', previousHash: 'forged' });
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
      await store.appendToStream(stream, [forged], { expectedRevision: 0n });
      expectLinearChain(await collect(store.readStream(stream)));
    });

    it('keeps one linear chain while appends with any and stream_exists race on one stream', async () => {
      const stream = aStreamName('race');
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
      const writers = Array.from({ length: 6 }, async (_, writer) => {
        for (let append = 0; append < 8; append++) {
          await store.appendToStream(stream, someEvents(1 + ((writer + append) % 2)), {
            expectedRevision: writer % 2 === 0 ? 'any' : 'stream_exists',
          });
        }
      });
      await Promise.all(writers);
      const events = await collect(store.readStream(stream));
      expect(events).toHaveLength(1 + 6 * 8 * 1.5);
      expectLinearChain(events);
    }, 60_000);

    it('lets one of two appends at the same exact revision win and keeps the chain linear', async () => {
      const stream = aStreamName();
      const start = await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled([
        store.appendToStream(stream, someEvents(2), { expectedRevision: start.nextExpectedRevision }),
        store.appendToStream(stream, someEvents(1), { expectedRevision: start.nextExpectedRevision }),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')?.reason).toBeInstanceOf(
        WrongExpectedVersion,
      );
      expectLinearChain(await collect(store.readStream(stream)));
    });

    it('refuses an exact revision the stream has not reached, storing nothing', async () => {
      const stream = aStreamName();
      await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
      await expect(
        store.appendToStream(stream, someEvents(1), { expectedRevision: 5n }),
      ).rejects.toMatchObject({ name: 'WrongExpectedVersion', expected: 5n, actual: 1n });
      expect(await collect(store.readStream(stream))).toHaveLength(2);
    });

    it('answers a retried any append with its first result, also after later appends, storing it once', async () => {
      const stream = aStreamName();
      const retried = someEvents(2);
      const first = await store.appendToStream(stream, retried, { expectedRevision: 'any' });
      expect(await store.appendToStream(stream, retried, { expectedRevision: 'any' })).toEqual(first);
      await store.appendToStream(stream, someEvents(3), { expectedRevision: 'any' });
      const again = await store.appendToStream(stream, retried, { expectedRevision: 'any' });
      expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
      const events = await collect(store.readStream(stream));
      expect(events).toHaveLength(5);
      expectLinearChain(events);
    });

    it('links to the stored events after another process retried an exact append and got its first result', async () => {
      const stream = aStreamName();
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'no_stream' });
      const retried = someEvents(2);
      const first = await store.appendToStream(stream, retried, { expectedRevision: 0n });
      // The retry is chained anew, a minute later: its hashes differ from the stored ones.
      const otherProcess = new HashChainingEventStore(fixture.unchained, {
        now: () => new Date(Date.now() + 60_000),
      });
      expect(await otherProcess.appendToStream(stream, retried, { expectedRevision: 0n })).toEqual(first);
      await otherProcess.appendToStream(stream, someEvents(1), {
        expectedRevision: first.nextExpectedRevision,
      });
      expectLinearChain(await collect(store.readStream(stream)));
    });

    it('stamps the recording time into the hashed metadata, and the store keeps that time', async () => {
      const stream = aStreamName();
      await store.appendToStream(stream, someEvents(2), { expectedRevision: 'no_stream' });
      for (const event of await collect(store.readStream(stream))) {
        expect(event.metadata).toMatchObject({ hashVersion: 2, recordedAt: event.recordedAt.toISOString() });
      }
    });

    it('refuses with any a batch of which only some events were stored before', async () => {
      const stream = aStreamName();
      const [stored, fresh] = someEvents(2);
      await store.appendToStream(stream, [stored!], { expectedRevision: 'any' });
      await expect(
        store.appendToStream(stream, [stored!, fresh!], { expectedRevision: 'any' }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await collect(store.readStream(stream))).toHaveLength(1);
    });

    it('chains new events of a stream written before hashing from null, then links them', async () => {
      const stream = aStreamName('old');
      await fixture.unchained.appendToStream(stream, someEvents(3), { expectedRevision: 'no_stream' });
      await store.appendToStream(stream, someEvents(1), { expectedRevision: 'any' });
      await store.appendToStream(stream, someEvents(2), { expectedRevision: 3n });
      const events = await collect(store.readStream(stream));
      expect(events[3]!.metadata.previousHash).toBeNull();
      expectLinearChain(events, 3);
    });
  });
}
