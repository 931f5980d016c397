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
      {
        prospectId: 'a',
        status: 'intro_made',
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, 3)),
        rejectionReason: null,
        clearsCorrection: true,
      },
      {
        prospectId: 'b',
        status: 'approved',
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, 2)),
        rejectionReason: null,
        clearsCorrection: true,
      },
    ]);
  });

  it("keeps a rejection's reason, and clears a correction note only on a change of status", () => {
    const update = (prospectId: string, status: string, second: number) =>
      ({
        type: 'ProspectStatusChanged',
        data: { prospectId, from: status, to: status, notes: 'Called' },
        recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)),
      }) as unknown as EventOf<'ProspectStatusChanged'>;
    const rejected = {
      type: 'ProspectStatusChanged',
      data: { prospectId: 'a', from: 'under_review', to: 'rejected', notes: null, reason: 'Not a fit' },
      recordedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 1)),
    } as unknown as EventOf<'ProspectStatusChanged'>;
    expect(statusesAfterRun([rejected, update('b', 'approved', 2)])).toMatchObject([
      { prospectId: 'a', status: 'rejected', rejectionReason: 'Not a fit', clearsCorrection: true },
      { prospectId: 'b', status: 'approved', rejectionReason: null, clearsCorrection: false },
    ]);
  });
});
