import { describe, expect, it } from '@jest/globals';
import { unreadBadgeText } from './notification-api-types.js';

describe('the unread badge', () => {
  it('shows the count up to 99 and caps it at 99+', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
