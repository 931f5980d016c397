import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

/**
 * The rules an event's hash follows, named by `metadata.hashVersion` (ADR 0016, 0026):
 * - 1 (no marker): the hash covers stream, revision, id, type, data and metadata; the store's
 *   recording time is outside it;
 * - 2: the same formula, over RFC 8785 canonical JSON, and the metadata carries `recordedAt`,
 *   the recording time the store keeps, so moving it breaks the hash.
 * Stored events are never rewritten: each keeps verifying under the version it was written with.
 */
export const CURRENT_HASH_VERSION = 2;

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

/** The hash version a hashed event was written under: 1 when unmarked, else its marker (which may be unknown). */
export function hashVersionOf(metadata: Readonly<Record<string, unknown>>): unknown {
  return metadata.hashVersion === undefined ? 1 : metadata.hashVersion;
}
