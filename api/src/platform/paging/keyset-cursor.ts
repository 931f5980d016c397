/**
 * The parts every keyset cursor shares: a page's last position (its sort values, then its id) as
 * opaque text for clients to send back, and the checks that the text is one a list gave out.
 */

const MAX_CURSOR_LENGTH = 200;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const EXACT_UTC_TIME = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** base64url of the values' JSON. */
export function encodeCursorValues(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The `count` values a text of `encodeCursorValues` holds, still to check one by one; null for any other text. */
export function decodeCursorValues(cursor: string, count: number): unknown[] | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !BASE64URL.test(cursor)) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  return Array.isArray(values) && values.length === count ? values : null;
}

/**
 * ISO 8601 in UTC with six fraction digits (a Postgres timestamptz to the microsecond, as
 * `exactUtcTimeSql` reads it), naming a real moment in a year Postgres and JavaScript agree on (no
 * 31 February, no year 0).
 */
export function isExactUtcTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = EXACT_UTC_TIME.exec(value);
  if (!match || Number(match[1]) < 1970) return false;
  const milliseconds = `${value.slice(0, 23)}Z`;
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * A timestamptz column as `isExactUtcTime` text, for a cursor (a JavaScript Date keeps milliseconds
 * only, and a keyset compared at a millisecond would skip or repeat rows).
 */
export const exactUtcTimeSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
