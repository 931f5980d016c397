import { describe, expect, it } from '@jest/globals';
import type { EventMetadata, NewEvent } from '@referrals/contracts';
import { chainEvents } from '../../platform/event-store/hash-chain/chain-events.js';
import { eventHash } from '../../platform/event-store/hash-chain/event-hash.js';
import { type ChainAnchor, type StoredEvent, verifyHashChains } from './verify-hash-chains.js';

const RECORDED_AT = new Date('2026-11-21T10:00:01.000Z');

const metadata: EventMetadata = {
  actorUserId: 'user-1',
  actorRole: 'operator',
  correlationId: 'req-1',
  causationId: null,
  occurredAt: '2026-11-21T10:00:00.000Z',
  schemaVersion: 1,
};

function newEvents(streamName: string, from: number, count: number): NewEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(from + index).padStart(12, '0')}`,
    type: 'ThingHappened',
    data: { stream: streamName, index: from + index },
    metadata,
  }));
}

/** A stream as a store holds it: `unchained` events from before hashing, then `chained` hashed ones. */
function storedStream(streamName: string, chained: number, unchained = 0): StoredEvent[] {
  const old = newEvents(streamName, 0, unchained);
  const hashed = chainEvents(
    streamName,
    newEvents(streamName, unchained, chained),
    BigInt(unchained),
    null,
    RECORDED_AT,
  );
  return [...old, ...hashed].map((event, index) => ({
    ...event,
    streamName,
    revision: BigInt(index),
    recordedAt: RECORDED_AT,
  }));
}

/** Recomputes every hash and link from `from` on, as someone with write access to the tables would after an edit. */
function rechained(events: readonly StoredEvent[], from: number, toVersion1 = false): StoredEvent[] {
  let previous = from === 0 ? null : (events[from - 1]!.metadata.hash as string);
  return events.map((event, index) => {
    if (index < from) return event;
    const { hash: _hash, hashVersion, recordedAt, ...rest } = event.metadata;
    const metadata = { ...rest, ...(toVersion1 ? {} : { hashVersion, recordedAt }), previousHash: previous };
    const hash = eventHash({ ...event, metadata });
    previous = hash;
    return { ...event, metadata: { ...metadata, hash } };
  });
}

/** A checkpoint that signed these streams' last events. */
function anchorOf(...streams: StoredEvent[][]): ChainAnchor {
  const heads = new Map(
    streams.map((events) => {
      const last = events.at(-1)!;
      const hash = typeof last.metadata.hash === 'string' ? last.metadata.hash : null;
      return [last.streamName, { revision: last.revision, hash }] as const;
    }),
  );
  return { name: 'checkpoint 7', heads };
}

/** Rewrites an event's own hash after a change, as someone covering their tracks would. */
function rehashed(event: StoredEvent): StoredEvent {
  return { ...event, metadata: { ...event.metadata, hash: eventHash(event) } };
}

async function* feed(events: readonly StoredEvent[]): AsyncIterable<StoredEvent> {
  yield* events;
}

describe('verifyHashChains', () => {
  it('accepts intact chains and counts streams and events', async () => {
    const report = await verifyHashChains(feed([...storedStream('a-1', 3), ...storedStream('b-1', 2)]));
    expect(report).toMatchObject({
      streams: 2,
      events: 5,
      chainedEvents: 5,
      unchainedEvents: 0,
      broken: null,
    });
  });

  it('reports an event whose data was altered, where it is', async () => {
    const events = storedStream('a-1', 4);
    events[2] = { ...events[2]!, data: { stream: 'a-1', index: 99 } };
    const report = await verifyHashChains(feed(events));
    expect(report.broken).toMatchObject({
      kind: 'content-altered',
      streamName: 'a-1',
      revision: 2n,
      eventId: events[2].id,
    });
    expect(report.broken?.detail).toContain('hash mismatch');
    expect(report.events).toBe(2);
  });

  it('reports a changed previous hash as altered content, since the hash covers it', async () => {
    const events = storedStream('a-1', 3);
    events[1] = { ...events[1]!, metadata: { ...events[1]!.metadata, previousHash: null } };
    expect((await verifyHashChains(feed(events))).broken).toMatchObject({
      kind: 'content-altered',
      revision: 1n,
    });
  });

  it('reports a removed event as a missing revision', async () => {
    const events = storedStream('a-1', 4);
    events.splice(1, 1);
    const report = await verifyHashChains(feed(events));
    expect(report.broken).toMatchObject({ kind: 'link-broken', revision: 2n });
    expect(report.broken?.detail).toContain('revision 1 is missing');
  });

  it('reports a removed event whose successors were renumbered and rehashed as a broken link', async () => {
    const events = storedStream('a-1', 4);
    const renumbered = [
      events[0]!,
      ...events.slice(2).map((event, index) => rehashed({ ...event, revision: BigInt(index + 1) })),
    ];
    const report = await verifyHashChains(feed(renumbered));
    expect(report.broken).toMatchObject({ kind: 'link-broken', revision: 1n, eventId: events[2]!.id });
    expect(report.broken?.detail).toContain('link mismatch');
  });

  it('reports two events swapped, each rehashed at its new revision, as a broken link', async () => {
    const [first, second, third] = storedStream('a-1', 3);
    const swapped = [first!, rehashed({ ...third!, revision: 1n }), rehashed({ ...second!, revision: 2n })];
    expect((await verifyHashChains(feed(swapped))).broken).toMatchObject({
      kind: 'link-broken',
      revision: 1n,
    });
  });

  it('reports two events swapped with their revisions kept as altered content', async () => {
    const [first, second, third] = storedStream('a-1', 3);
    const swapped = [first!, { ...third!, revision: 1n }, { ...second!, revision: 2n }];
    expect((await verifyHashChains(feed(swapped))).broken).toMatchObject({
      kind: 'content-altered',
      revision: 1n,
    });
  });

  it('reports events listed out of revision order', async () => {
    const [first, second, third] = storedStream('a-1', 3);
    const report = await verifyHashChains(feed([first!, third!, second!]));
    expect(report.broken).toMatchObject({ kind: 'link-broken', revision: 2n });
  });

  it('counts events written before hashing without blaming them, and names their streams', async () => {
    const report = await verifyHashChains(
      feed([...storedStream('old-1', 2, 3), ...storedStream('fresh-1', 2), ...storedStream('older-1', 0, 2)]),
    );
    expect(report).toMatchObject({
      broken: null,
      streams: 3,
      events: 9,
      chainedEvents: 4,
      unchainedEvents: 5,
      unchainedStreams: 2,
      unchainedExamples: [
        { streamName: 'old-1', events: 3, chainedFrom: 3n },
        { streamName: 'older-1', events: 2, chainedFrom: null },
      ],
    });
  });

  it('reports an event whose hash was stripped after hashed events', async () => {
    const events = storedStream('a-1', 3);
    const { hash: _hash, previousHash: _previous, ...stripped } = events[2]!.metadata;
    events[2] = { ...events[2]!, metadata: stripped };
    expect((await verifyHashChains(feed(events))).broken).toMatchObject({
      kind: 'hash-missing',
      revision: 2n,
    });
  });

  it('reports hashes stripped from the start of a stream as a broken link at the first hashed event', async () => {
    const events = storedStream('a-1', 3);
    const { hash: _hash, previousHash: _previous, ...stripped } = events[0]!.metadata;
    events[0] = { ...events[0]!, metadata: stripped };
    expect((await verifyHashChains(feed(events))).broken).toMatchObject({
      kind: 'link-broken',
      revision: 1n,
    });
  });

  it('tells its progress as it goes and once at the end', async () => {
    const seen: number[] = [];
    await verifyHashChains(feed(storedStream('a-1', 5)), {
      progressEvery: 2,
      onProgress: ({ events }) => seen.push(events),
    });
    expect(seen).toEqual([2, 4, 5]);
  });

  it('verifies events hashed before the recording time was (version 1), whatever their recording time', async () => {
    const version1 = rechained(storedStream('a-1', 3), 0, true).map((event) => ({
      ...event,
      recordedAt: new Date('2020-01-01T00:00:00.000Z'),
    }));
    expect(version1[0]!.metadata.hashVersion).toBeUndefined();
    expect((await verifyHashChains(feed(version1))).broken).toBeNull();
  });

  it('reports a version 2 event whose recording time was moved in the store', async () => {
    const events = storedStream('a-1', 3);
    events[1] = { ...events[1]!, recordedAt: new Date('2026-11-20T10:00:01.000Z') };
    const report = await verifyHashChains(feed(events));
    expect(report.broken).toMatchObject({ kind: 'time-moved', revision: 1n });
    expect(report.broken?.detail).toContain('its hash covers 2026-11-21T10:00:01.000Z');
  });

  it('reports a moved recording time written into the metadata too as altered content', async () => {
    const events = storedStream('a-1', 2);
    const moved = '2026-11-20T10:00:01.000Z';
    events[1] = {
      ...events[1]!,
      recordedAt: new Date(moved),
      metadata: { ...events[1]!.metadata, recordedAt: moved },
    };
    expect((await verifyHashChains(feed(events))).broken).toMatchObject({ kind: 'content-altered' });
  });

  it('reports events rewritten under the older formula, without their recording time, after version 2 ones', async () => {
    const events = rechained(storedStream('a-1', 4), 2, true);
    expect((await verifyHashChains(feed(events))).broken).toMatchObject({
      kind: 'scheme-downgraded',
      revision: 2n,
    });
  });

  describe('against a signed checkpoint', () => {
    it('accepts streams that still reach their signed heads, and events appended after them', async () => {
      const a = storedStream('a-1', 3);
      const b = storedStream('b-1', 2, 2);
      const anchor = anchorOf(a.slice(0, 2), b);
      const report = await verifyHashChains(feed([...a, ...b]), { anchor });
      expect(report).toMatchObject({ broken: null, anchoredStreams: 2 });
    });

    it('reports a stream edited and rehashed up to its head as a rewritten head', async () => {
      const events = storedStream('a-1', 4);
      const anchor = anchorOf(events);
      events[1] = { ...events[1]!, data: { stream: 'a-1', index: 99 } };
      const report = await verifyHashChains(feed(rechained(events, 1)), { anchor });
      expect(report.broken).toMatchObject({ kind: 'head-rewritten', streamName: 'a-1', revision: 3n });
      expect(report.broken?.detail).toContain('checkpoint 7 signed the hash');
    });

    it('reports a stream whose last event was deleted as truncated', async () => {
      const events = storedStream('a-1', 4);
      const report = await verifyHashChains(feed(events.slice(0, 3)), { anchor: anchorOf(events) });
      expect(report.broken).toMatchObject({ kind: 'stream-truncated', revision: 3n, eventId: null });
      expect(report.broken?.detail).toContain(
        'ends at revision 2 but checkpoint 7 signed its head at revision 3',
      );
    });

    it('reports a signed stream that is gone as deleted', async () => {
      const a = storedStream('a-1', 2);
      const b = storedStream('b-1', 2);
      const report = await verifyHashChains(feed(a), { anchor: anchorOf(a, b) });
      expect(report.broken).toMatchObject({ kind: 'stream-deleted', streamName: 'b-1', revision: 1n });
    });

    it('reports a stream whose hashes were all stripped', async () => {
      const events = storedStream('a-1', 3);
      const anchor = anchorOf(events);
      const stripped = events.map((event) => {
        const { hash: _h, previousHash: _p, hashVersion: _v, recordedAt: _r, ...metadata } = event.metadata;
        return { ...event, metadata };
      });
      const report = await verifyHashChains(feed(stripped), { anchor });
      expect(report.broken).toMatchObject({ kind: 'hash-missing', revision: 2n });
    });

    it('reports unhashed events after a signed head, and unhashed streams the checkpoint does not know', async () => {
      const old = storedStream('old-1', 0, 2);
      const anchor = anchorOf(old);
      const extended = storedStream('old-1', 0, 3);
      expect((await verifyHashChains(feed(extended), { anchor })).broken).toMatchObject({
        kind: 'hash-missing',
        revision: 2n,
      });
      const unknown = storedStream('new-1', 0, 1);
      expect((await verifyHashChains(feed([...old, ...unknown]), { anchor })).broken).toMatchObject({
        kind: 'hash-missing',
        streamName: 'new-1',
      });
    });
  });
});
