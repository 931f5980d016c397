import { describe, expect, it } from '@jest/globals';
import { currentDashboardTab, readDashboardSearch, tabFromHash } from './dashboardTab';

describe('the dashboard tab in the address', () => {
  it('reads the spec’s tab values', () => {
    expect(readDashboardSearch({ tab: 'messages' })).toEqual({ tab: 'messages' });
    expect(readDashboardSearch({ tab: 'overview' })).toEqual({ tab: 'overview' });
  });

  it('ignores a missing or unknown tab', () => {
    expect(readDashboardSearch({})).toEqual({});
    expect(readDashboardSearch({ tab: 'admin' })).toEqual({});
    expect(readDashboardSearch({ tab: ['messages'] })).toEqual({});
  });

  it('reads a link’s target, action and flags, as booleans or the text true', () => {
    expect(
      readDashboardSearch({
        tab: 'contacts',
        action: 'view_contacts',
        target: 'p-1',
        scroll: true,
        expand: 'true',
      }),
    ).toEqual({ tab: 'contacts', action: 'view_contacts', target: 'p-1', scroll: true, expand: true });
    expect(readDashboardSearch({ target: '  ', scroll: false, expand: 'yes' })).toEqual({});
  });

  it('falls back to the hash, then to invitations', () => {
    expect(tabFromHash('#messages')).toBe('messages');
    expect(tabFromHash('#get-started')).toBeUndefined();
    expect(currentDashboardTab({ tab: 'reviews' }, '#messages')).toBe('reviews');
    expect(currentDashboardTab({}, '#messages')).toBe('messages');
    expect(currentDashboardTab({}, '')).toBe('invitations');
  });
});
