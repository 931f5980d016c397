import { describe, expect, it } from '@jest/globals';
import {
  decodeProspectHistoryCursor,
  encodeProspectHistoryCursor,
  ProspectHistoryPagePosition,
} from './prospect-history-cursor.js';

const position = new ProspectHistoryPagePosition(8_123_456_789n, 42n);
const encode = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('the prospect history page cursor', () => {
  it('names the log position it was made from', () => {
    const decoded = decodeProspectHistoryCursor(encodeProspectHistoryCursor(position));
    expect(decoded).toEqual(position);
    expect(decoded).toBeInstanceOf(ProspectHistoryPagePosition);
  });

  it('keeps positions past what a JavaScript number holds exactly', () => {
    const far = new ProspectHistoryPagePosition(2n ** 64n - 1n, 2n ** 53n + 1n);
    expect(decodeProspectHistoryCursor(encodeProspectHistoryCursor(far))).toEqual(far);
  });

  it('is opaque text a URL carries as it is', () => {
    expect(encodeProspectHistoryCursor(position)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64url', 'not a cursor!'],
    ['base64url that is not JSON', Buffer.from('{[').toString('base64url')],
    ['the position as text', encode('8123456789-42')],
    ['a pair short of a part', encode(['8123456789'])],
    ['a pair with a part too many', encode(['8123456789', '42', '1'])],
    ['parts as numbers', encode([8123456789, 42])],
    ['a negative part', encode(['-1', '42'])],
    ['a fractional part', encode(['1.5', '42'])],
    ['a part past 64 bits', encode([(2n ** 64n).toString(), '42'])],
    ['a contact cursor', encode(['2025-12-01T09:30:00.123456Z', '0b7a4c2e-9f1d-4e8a-b6c3-5d2f1a0e9b47'])],
    ['an overlong text', 'A'.repeat(201)],
  ])('names no position for %s', (_case, cursor) => {
    expect(decodeProspectHistoryCursor(cursor)).toBeNull();
  });
});
