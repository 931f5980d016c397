import { describe, expect, it } from '@jest/globals';
import {
  decodeNetworkerContactCursor,
  encodeNetworkerContactCursor,
  NetworkerContactPagePosition,
} from './networker-contact-page-cursor.js';

const position = new NetworkerContactPagePosition(
  '2025-12-01T09:30:00.123456Z',
  '0b7a4c2e-9f1d-4e8a-b6c3-5d2f1a0e9b47',
);
const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('the networker contact page cursor', () => {
  it('names the position it was made from', () => {
    const decoded = decodeNetworkerContactCursor(encodeNetworkerContactCursor(position));
    expect(decoded).toEqual(position);
    expect(decoded).toBeInstanceOf(NetworkerContactPagePosition);
  });

  it('is opaque text a URL carries as it is', () => {
    expect(encodeNetworkerContactCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64url', 'not a cursor!'],
    ['base64url that is not JSON', Buffer.from('{[').toString('base64url')],
    ['JSON that is not a pair', encode({ updatedAt: position.updatedAt, id: position.id })],
    ['a pair short of a value', encode([position.updatedAt])],
    ['a pair with a value too many', encode([position.updatedAt, position.id, 1])],
    ['an invitation cursor', encode([1, position.updatedAt, position.id])],
    ['a time in milliseconds only', encode(['2025-12-01T09:30:00.123Z', position.id])],
    ['a time as a number', encode([Date.parse('2025-12-01T09:30:00.123Z'), position.id])],
    ['a day that does not exist', encode(['2025-02-31T09:30:00.123456Z', position.id])],
    ['a year before any contact', encode(['0000-12-01T09:30:00.123456Z', position.id])],
    ['an id that is not a uuid', encode([position.updatedAt, 'not-a-uuid'])],
    ['the values swapped', encode([position.id, position.updatedAt])],
    ['an overlong text', 'A'.repeat(201)],
  ])('names no position for %s', (_case, cursor) => {
    expect(decodeNetworkerContactCursor(cursor)).toBeNull();
  });
});
