import { describe, expect, it } from '@jest/globals';
import { unreadMessagesLabel } from './unreadMessages';

describe('unread messages', () => {
  it('says one message or several', () => {
    expect(unreadMessagesLabel(1)).toBe('1 unread message');
    expect(unreadMessagesLabel(4)).toBe('4 unread messages');
  });
});
