import { describe, expect, it } from '@jest/globals';
import {
  decodeInvitationCursor,
  encodeInvitationCursor,
  InvitationPagePosition,
} from './invitation-page-cursor.js';

const position = new InvitationPagePosition(
  42,
  '2025-12-01T09:30:00.123456Z',
  '0b7a4c2e-9f1d-4e8a-b6c3-5d2f1a0e9b47',
);
const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('the invitation page cursor', () => {
  it('names the position it was made from', () => {
    expect(decodeInvitationCursor(encodeInvitationCursor(position))).toEqual(position);
    expect(decodeInvitationCursor(encodeInvitationCursor(position))).toBeInstanceOf(InvitationPagePosition);
  });

  it('is opaque text a URL carries as it is', () => {
    expect(encodeInvitationCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64url', 'not a cursor!'],
    ['base64url that is not JSON', Buffer.from('{[').toString('base64url')],
    ['JSON that is not a triple', encode({ score: 1 })],
    ['a triple short of a value', encode([1, position.sentAt])],
    ['a fractional score', encode([1.5, position.sentAt, position.id])],
    ['a negative score', encode([-1, position.sentAt, position.id])],
    ['a score beyond a Postgres integer', encode([2 ** 31, position.sentAt, position.id])],
    ['a time in milliseconds only', encode([1, '2025-12-01T09:30:00.123Z', position.id])],
    ['a day that does not exist', encode([1, '2025-02-31T09:30:00.123456Z', position.id])],
    ['an hour that does not exist', encode([1, '2025-12-01T25:30:00.123456Z', position.id])],
    ['a year before any invitation', encode([1, '0000-12-01T09:30:00.123456Z', position.id])],
    ['an id that is not a uuid', encode([1, position.sentAt, 'not-a-uuid'])],
    ['an overlong text', 'A'.repeat(201)],
  ])('names no position for %s', (_case, cursor) => {
    expect(decodeInvitationCursor(cursor)).toBeNull();
  });
});
