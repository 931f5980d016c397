import { describe, expect, it } from '@jest/globals';
import { readDashboardTab } from './dashboardTab';

describe('the dashboard tab in the address', () => {
  it('reads the spec’s tab values', () => {
    expect(readDashboardTab({ tab: 'messages' })).toEqual({ tab: 'messages' });
    expect(readDashboardTab({ tab: 'contacts' })).toEqual({ tab: 'contacts' });
  });

  it('ignores a missing or unknown tab', () => {
    expect(readDashboardTab({})).toEqual({});
    expect(readDashboardTab({ tab: 'admin' })).toEqual({});
    expect(readDashboardTab({ tab: ['messages'] })).toEqual({});
  });
});
