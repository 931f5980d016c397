import { decodeCursorValues, encodeCursorValues, isExactUtcTime, isUuid } from './keyset-cursor.js';

/**
 * Where a page ends in a list ordered by a time, then by id (notifications by arrival, conversations by
 * their latest message, a thread's messages): the last item's time, to the microsecond as stored, and its
 * id. The next page starts after it, in whichever direction the list runs.
 */
export class TimeIdPosition {
  constructor(
    /** ISO 8601 in UTC with six fraction digits, e.g. 2025-12-01T09:30:00.123456Z. */
    readonly at: string,
    readonly id: string,
  ) {}
}

/** An opaque text for clients to send back: base64url of the position's two values. */
export function encodeTimeIdCursor(position: TimeIdPosition): string {
  return encodeCursorValues([position.at, position.id]);
}

/** The position a cursor of `encodeTimeIdCursor` names; null for any other text. */
export function decodeTimeIdCursor(cursor: string): TimeIdPosition | null {
  const values = decodeCursorValues(cursor, 2);
  if (!values) return null;
  const [at, id] = values;
  if (!isExactUtcTime(at) || !isUuid(id)) return null;
  return new TimeIdPosition(at, id);
}

/**
 * The cursor of the page after `shown` when the query read one row more than `limit` (`read`): the last
 * shown row's exact time and id, or null on the last page.
 */
export function nextTimeIdCursor(
  read: ReadonlyArray<{ id: string }>,
  shown: ReadonlyArray<{ id: string; atExact: string }>,
  limit: number,
): string | null {
  const last = shown.at(-1);
  return read.length > limit && last ? encodeTimeIdCursor(new TimeIdPosition(last.atExact, last.id)) : null;
}
