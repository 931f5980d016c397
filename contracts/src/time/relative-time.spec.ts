import { describe, expect, it } from '@jest/globals';
import { invitationListRelativeTime, shortRelativeTime } from './relative-time.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('short relative time', () => {
  const formatDate = (date: Date) => date.toISOString().slice(0, 10);

  it.each([
    [59_000, 'Just now'],
    [MIN, '1m ago'],
    [59 * MIN, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY, '6d ago'],
    [7 * DAY, '2026-11-14'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(shortRelativeTime(ago(elapsed), now, formatDate)).toBe(expected);
  });

  it('treats a clock slightly ahead as just now', () => {
    expect(shortRelativeTime(new Date(now.getTime() + 5000), now, formatDate)).toBe('Just now');
  });
});

describe('invitation list relative time', () => {
  it.each([
    [10_000, 'about 1 minute ago'],
    [2 * MIN, 'about 2 minutes ago'],
    [HOUR, 'about 1 hour ago'],
    [5 * HOUR, 'about 5 hours ago'],
    [DAY, 'yesterday'],
    [2 * DAY, '2 days ago'],
    [40 * DAY, '40 days ago'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(invitationListRelativeTime(ago(elapsed), now)).toBe(expected);
  });
});
