import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/** What the hash of an event covers: everything about it except where the store put it in the global feed. */
export interface HashableEvent {
  streamName: string;
  revision: bigint;
  id: string;
  type: string;
  data: unknown;
  /** Hashed without its own `hash` field; `previousHash` is covered, which links the chain. */
  metadata: Readonly<Record<string, unknown>>;
}

/** Hex SHA-256 of the event's canonical JSON (see docs/decisions/0016-tamper-evident-event-log.md). */
export function eventHash(event: HashableEvent): string {
  const metadata = Object.fromEntries(Object.entries(event.metadata).filter(([key]) => key !== 'hash'));
  const content = canonicalJson({
    streamName: event.streamName,
    // As text: JSON has no 64-bit integers, and revisions are bigints.
    revision: event.revision.toString(),
    // Postgres answers uuids in lower case whatever case they were appended in.
    id: event.id.toLowerCase(),
    type: event.type,
    data: event.data,
    metadata,
  });
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

/** The `hash` an event's metadata carries, or null when it was appended before events were hashed. */
export function storedHash(metadata: Readonly<Record<string, unknown>>): string | null {
  return typeof metadata.hash === 'string' ? metadata.hash : null;
}
