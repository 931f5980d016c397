import { describe, expect, it } from '@jest/globals';
import type { OperatorProfileSavedData } from '@referrals/contracts';
import { profileFromEvent } from './operator-profiles.projector.js';

describe('the operator profile read from its event', () => {
  it('reads a snapshot saved before the newer fields existed as having them empty', () => {
    // The shape OperatorProfileSaved had before greetingLine, meetingAttendees and the rest were added.
    const older = {
      userId: 'op-1',
      profile: { fullName: 'Dana Demo', title: 'Head of Sales', useCases: ['Forecasting'] },
      bountyAmount: { amountCents: 50_000, currency: 'USD' },
      revenueSharePercent: 5,
    } as unknown as OperatorProfileSavedData;
    expect(profileFromEvent(older)).toMatchObject({
      userId: 'op-1',
      fullName: 'Dana Demo',
      useCases: ['Forecasting'],
      greetingLine: '',
      specificAskText: '',
      meetingAttendees: [],
      payoutMethod: '',
      notes: '',
      bountyAmount: 500,
      revenueShare: 5,
    });
  });
});
