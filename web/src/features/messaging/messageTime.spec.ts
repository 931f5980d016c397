import { describe, expect, it } from '@jest/globals';
import { formatMessageTime } from './messageTime';

describe('message timestamps', () => {
  it('read as MMM d, h:mm a in local time', () => {
    const local = new Date(2026, 10, 21, 19, 5);
    expect(formatMessageTime(local.toISOString())).toBe('Nov 21, 7:05 PM');
  });

  it('show midnight and noon as 12', () => {
    expect(formatMessageTime(new Date(2026, 0, 3, 0, 9).toISOString())).toBe('Jan 3, 12:09 AM');
    expect(formatMessageTime(new Date(2026, 0, 3, 12, 0).toISOString())).toBe('Jan 3, 12:00 PM');
  });
});
