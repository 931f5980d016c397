import type { NewEvent } from '@referrals/contracts';
import { eventHash } from './event-hash.js';

/**
 * The events as they will be stored at `firstRevision` onwards: each one's metadata gets
 * `previousHash` (the hash of the event before it in the stream, or null) and its own `hash`.
 * Whatever `hash`/`previousHash` the caller put there is replaced: the store owns them.
 */
export function chainEvents(
  streamName: string,
  events: readonly NewEvent[],
  firstRevision: bigint,
  previousHash: string | null,
): NewEvent[] {
  let previous = previousHash;
  return events.map((event, index) => {
    const { hash: _replaced, ...callerMetadata } = event.metadata;
    const metadata = { ...callerMetadata, previousHash: previous };
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
