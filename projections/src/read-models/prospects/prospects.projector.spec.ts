import { describe, expect, it } from '@jest/globals';
import type { EventOf } from '@referrals/contracts';
import { statusesAfterRun } from './prospects.projector.js';

const change = (prospectId: string, to: string, second: number) =>
  ({
    type: 'ProspectStatusChanged',
    data: { prospectId, to },
    recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
  }) as unknown as EventOf<'ProspectStatusChanged'>;

describe('a run of status changes written at once', () => {
  it('leaves each prospect at its last change, as applying them one by one would', () => {
    expect(
      statusesAfterRun([
        change('a', 'under_review', 1),
        change('b', 'approved', 2),
        change('a', 'intro_made', 3),
      ]),
    ).toEqual([
      { prospectId: 'a', status: 'intro_made', at: new Date(Date.UTC(2026, 0, 1, 0, 0, 3)) },
      { prospectId: 'b', status: 'approved', at: new Date(Date.UTC(2026, 0, 1, 0, 0, 2)) },
    ]);
  });
});
