import { describe, expect, it } from '@jest/globals';
import {
  decodeTimeIdCursor,
  encodeTimeIdCursor,
  nextTimeIdCursor,
  TimeIdPosition,
} from './time-id-cursor.js';

const position = new TimeIdPosition('2025-12-01T09:30:00.123456Z', '0b7a4c2e-9f1d-4e8a-b6c3-5d2f1a0e9b47');
const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('the time-and-id page cursor', () => {
  it('names the position it was made from', () => {
    const decoded = decodeTimeIdCursor(encodeTimeIdCursor(position));
    expect(decoded).toEqual(position);
    expect(decoded).toBeInstanceOf(TimeIdPosition);
  });

  it('is opaque text a URL carries as it is', () => {
    expect(encodeTimeIdCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64url', 'not a cursor!'],
    ['base64url that is not JSON', Buffer.from('{[').toString('base64url')],
    ['JSON that is not a pair', encode({ at: position.at, id: position.id })],
    ['a pair short of a value', encode([position.at])],
    ['a pair with a value too many', encode([position.at, position.id, 1])],
    ['a time in milliseconds only', encode(['2025-12-01T09:30:00.123Z', position.id])],
    ['a time as a number', encode([Date.parse('2025-12-01T09:30:00.123Z'), position.id])],
    ['a day that does not exist', encode(['2025-02-31T09:30:00.123456Z', position.id])],
    ['an id that is not a uuid', encode([position.at, 'not-a-uuid'])],
    ['the values swapped', encode([position.id, position.at])],
    ['an overlong text', 'A'.repeat(201)],
  ])('names no position for %s', (_case, cursor) => {
    expect(decodeTimeIdCursor(cursor)).toBeNull();
  });

  it('points after the last row shown, and only when the query found one more', () => {
    const rows = [
      { id: 'a', atExact: '2025-12-01T09:30:00.000002Z' },
      { id: position.id, atExact: position.at },
      { id: 'c', atExact: '2025-12-01T09:30:00.000000Z' },
    ];
    expect(decodeTimeIdCursor(nextTimeIdCursor(rows, rows.slice(0, 2), 2)!)).toEqual(position);
    expect(nextTimeIdCursor(rows.slice(0, 2), rows.slice(0, 2), 2)).toBeNull();
    expect(nextTimeIdCursor([], [], 2)).toBeNull();
  });
});
