import { describe, expect, it } from '@jest/globals';
import { eventHash, type HashableEvent } from './event-hash.js';

const FIRST: HashableEvent = {
  streamName: 'thing-1',
  revision: 0n,
  id: '0b0c5c2e-3f0a-4d7e-9a51-1f2b3c4d5e6f',
  type: 'ThingHappened',
  data: { value: 1 },
  metadata: {
    actorUserId: 'user-1',
    actorRole: 'operator',
    correlationId: 'req-1',
    causationId: null,
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
    previousHash: null,
  },
};

describe('eventHash', () => {
  it('is the hex SHA-256 of the canonical JSON of stream, revision, id, type, data and metadata', () => {
    // Computed apart: printf '%s' '{"data":{"value":1},"id":"0b0c…","metadata":{…},"revision":"0",…}' | sha256sum
    expect(eventHash(FIRST)).toBe('3fc2b1d7965dd14575c38534fc55d58b5db5925fd24617d20547d4026c09f656');
  });

  it('leaves the hash itself out, and reads the id in any case', () => {
    const stored = { ...FIRST, id: FIRST.id.toUpperCase(), metadata: { ...FIRST.metadata, hash: 'abc' } };
    expect(eventHash(stored)).toBe(eventHash(FIRST));
  });

  it('changes when any covered part changes, the link to the previous event included', () => {
    const variants: HashableEvent[] = [
      { ...FIRST, streamName: 'thing-2' },
      { ...FIRST, revision: 1n },
      { ...FIRST, id: '0b0c5c2e-3f0a-4d7e-9a51-1f2b3c4d5e60' },
      { ...FIRST, type: 'ThingUndone' },
      { ...FIRST, data: { value: 2 } },
      { ...FIRST, metadata: { ...FIRST.metadata, actorUserId: 'user-2' } },
      { ...FIRST, metadata: { ...FIRST.metadata, previousHash: 'f'.repeat(64) } },
    ];
    const hashes = new Set([FIRST, ...variants].map(eventHash));
    expect(hashes.size).toBe(variants.length + 1);
  });

  it('does not depend on key order, as the stores keep it', () => {
    const reordered = {
      ...FIRST,
      metadata: Object.fromEntries(Object.entries(FIRST.metadata).reverse()),
    };
    expect(eventHash(reordered)).toBe(eventHash(FIRST));
  });
});
