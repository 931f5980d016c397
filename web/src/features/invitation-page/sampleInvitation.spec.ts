import { describe, expect, it } from '@jest/globals';
import type { PublicOperatorProfile } from '@referrals/contracts';
import { sampleInvitationPageData } from './sampleInvitation';

describe('sample invitation', () => {
  it('invites Alex to the operator’s own profile with the terms a new invitation starts from', () => {
    const profile = { userId: 'operator-1', bountyAmount: 750, revenueShare: 5 } as PublicOperatorProfile;
    const sample = sampleInvitationPageData(profile);
    expect(sample.operatorProfile).toBe(profile);
    expect(sample.invitation).toMatchObject({
      inviteeName: 'Alex',
      status: 'active',
      introEmailBounty: null,
      referralBounty: '750.00',
      revShareBounty: null,
      revenueSharePercent: 5,
      revenueShareMonths: 12,
      operatorId: 'operator-1',
    });
    expect(sample.prospects).toEqual([]);
  });
});
