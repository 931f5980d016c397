import { describe, expect, it } from '@jest/globals';
import { notificationPagesQueryKey } from '../notifications/notification-pages.js';
import { conversationMessagePagesQueryKey, conversationPagesQueryKey } from './conversation-pages.js';

describe('the keys of the messaging and notification pages', () => {
  it('key a lookup and a contact’s windows under the prefix a change refreshes', () => {
    expect(conversationPagesQueryKey()).toEqual(['/api/conversations/page']);
    expect(conversationPagesQueryKey({ id: 'c1' })).toEqual(['/api/conversations/page', { id: 'c1' }]);
    expect(conversationPagesQueryKey({ withUserId: 'u1' })).toEqual([
      '/api/conversations/page',
      { withUserId: 'u1' },
    ]);
    expect(conversationMessagePagesQueryKey('c1')).toEqual(['/api/conversations/c1/messages/page']);
    expect(conversationMessagePagesQueryKey('c1', 'p1')).toEqual([
      '/api/conversations/c1/messages/page',
      { prospectId: 'p1' },
    ]);
    expect(notificationPagesQueryKey()).toEqual(['/api/notifications/page']);
  });
});
