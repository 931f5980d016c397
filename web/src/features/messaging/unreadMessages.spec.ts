import { describe, expect, it } from '@jest/globals';
import { unreadMessageCount, unreadMessagesLabel } from './unreadMessages';

describe('unread messages', () => {
  it('adds up the unread messages of every conversation', () => {
    expect(unreadMessageCount([])).toBe(0);
    expect(unreadMessageCount([{ unreadCount: 2 }, { unreadCount: 0 }, { unreadCount: 3 }])).toBe(5);
  });

  it('says one message or several', () => {
    expect(unreadMessagesLabel(1)).toBe('1 unread message');
    expect(unreadMessagesLabel(4)).toBe('4 unread messages');
  });
});
