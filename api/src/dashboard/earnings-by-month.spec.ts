import { describe, expect, it } from '@jest/globals';
import { earningsByMonth, monthStart, recentMonths } from './earnings-by-month.js';

describe('earnings by month', () => {
  it('lists the last months oldest first, across a year boundary, by the UTC calendar', () => {
    expect(recentMonths(new Date('2026-02-28T23:30:00-05:00'), 6)).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(recentMonths(new Date('2026-11-21T12:00:00Z'), 3)).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('starts counting a month at midnight UTC on its first day', () => {
    expect(monthStart('2026-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(monthStart('2025-12').toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('fills months without earnings with zero and leaves out months outside the range', () => {
    expect(
      earningsByMonth(
        [
          { month: '2026-10', amountCents: 5000 },
          { month: '2026-10', amountCents: 61728 },
          { month: '2026-04', amountCents: 999 },
        ],
        ['2026-09', '2026-10', '2026-11'],
      ),
    ).toEqual([
      { month: '2026-09', earned: '0.00' },
      { month: '2026-10', earned: '667.28' },
      { month: '2026-11', earned: '0.00' },
    ]);
  });
});
