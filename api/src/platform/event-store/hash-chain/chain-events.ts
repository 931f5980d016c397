import type { NewEvent } from '@referrals/contracts';
import { CURRENT_HASH_VERSION, eventHash } from './event-hash.js';

/**
 * The events as they will be stored at `firstRevision` onwards: each one's metadata gets
 * `hashVersion`, `recordedAt` (the recording time the store keeps, ADR 0026), `previousHash`
 * (the hash of the event before it in the stream, or null) and its own `hash`. Whatever the
 * caller put in those fields is replaced: the store owns them.
 */
export function chainEvents(
  streamName: string,
  events: readonly NewEvent[],
  firstRevision: bigint,
  previousHash: string | null,
  recordedAt: Date,
): NewEvent[] {
  let previous = previousHash;
  const recorded = recordedAt.toISOString();
  return events.map((event, index) => {
    const {
      hash: _hash,
      previousHash: _previousHash,
      hashVersion: _hashVersion,
      recordedAt: _recordedAt,
      ...callerMetadata
    } = event.metadata;
    const metadata = {
      ...callerMetadata,
      hashVersion: CURRENT_HASH_VERSION,
      recordedAt: recorded,
      previousHash: previous,
    };
    const hash = eventHash({
      streamName,
      revision: firstRevision + BigInt(index),
      id: event.id,
      type: event.type,
      data: event.data,
      metadata,
    });
    previous = hash;
    return { ...event, metadata: { ...metadata, hash } };
  });
}
