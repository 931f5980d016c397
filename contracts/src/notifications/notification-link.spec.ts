import { describe, expect, it } from '@jest/globals';
import {
  notificationDashboardPath,
  notificationDashboardSearch,
  parseNotificationNavigation,
} from './notification-link.js';

describe('where a notification leads', () => {
  it('opens the tab of its action with the record to bring into view', () => {
    expect(
      notificationDashboardSearch({
        page: 'dashboard',
        action: 'view_contacts',
        target_id: 'p-1',
        scroll: true,
      }),
    ).toEqual({ tab: 'contacts', action: 'view_contacts', target: 'p-1', scroll: true });
    expect(
      notificationDashboardSearch({ page: 'dashboard', action: 'view_invitation', target_id: 'i-1' }),
    ).toEqual({
      tab: 'invitations',
      action: 'view_invitation',
      target: 'i-1',
    });
  });

  it('opens a message’s conversation in the messages tab and a review in the reviews tab', () => {
    expect(
      notificationDashboardPath({ page: 'dashboard', action: 'view_conversation', target_id: 'c-1' }),
    ).toBe('/dashboard?tab=messages&action=view_conversation&target=c-1');
    expect(
      notificationDashboardSearch({
        page: 'dashboard',
        action: 'view_review',
        target_id: 'r-1',
        scroll: true,
      }),
    ).toEqual({ tab: 'reviews', action: 'view_review', target: 'r-1', scroll: true });
  });

  it('falls back to the contacts tab for an unknown action or unreadable data', () => {
    expect(notificationDashboardSearch({ page: 'dashboard', action: 'dance' }).tab).toBe('contacts');
    expect(notificationDashboardSearch(parseNotificationNavigation('not json'))).toEqual({ tab: 'contacts' });
    expect(parseNotificationNavigation('[1]')).toBeNull();
    expect(parseNotificationNavigation('{"page":"dashboard"}')).toEqual({ page: 'dashboard' });
  });

  it('writes the same place as a path for emails', () => {
    expect(
      notificationDashboardPath({
        page: 'dashboard',
        action: 'view_contacts',
        target_id: 'p 1',
        scroll: true,
      }),
    ).toBe('/dashboard?tab=contacts&action=view_contacts&target=p+1&scroll=true');
    expect(notificationDashboardPath(null)).toBe('/dashboard?tab=contacts');
  });
});
