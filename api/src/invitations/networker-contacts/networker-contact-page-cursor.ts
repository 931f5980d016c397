import {
  decodeCursorValues,
  encodeCursorValues,
  isExactUtcTime,
  isUuid,
} from '../../platform/paging/keyset-cursor.js';

/**
 * Where a page of the networker's contacts ends, in the list's order (latest change first, then by id):
 * the last contact's change time (to the microsecond, as stored) and its id. The next page starts after it.
 */
export class NetworkerContactPagePosition {
  constructor(
    /** ISO 8601 in UTC with six fraction digits, e.g. 2025-12-01T09:30:00.123456Z. */
    readonly updatedAt: string,
    readonly id: string,
  ) {}
}

/** An opaque text for clients to send back: base64url of the position's two values. */
export function encodeNetworkerContactCursor(position: NetworkerContactPagePosition): string {
  return encodeCursorValues([position.updatedAt, position.id]);
}

/** The position a cursor of `encodeNetworkerContactCursor` names; null for any other text. */
export function decodeNetworkerContactCursor(cursor: string): NetworkerContactPagePosition | null {
  const values = decodeCursorValues(cursor, 2);
  if (!values) return null;
  const [updatedAt, id] = values;
  if (!isExactUtcTime(updatedAt) || !isUuid(id)) return null;
  return new NetworkerContactPagePosition(updatedAt, id);
}
