import {
  DEFAULT_REVENUE_SHARE_MONTHS,
  type InvitationPageData,
  type PublicOperatorProfile,
} from '@referrals/contracts';

/** The made-up networker of /preview-invitation. */
export const SAMPLE_INVITEE_NAME = 'Alex';

/**
 * What /preview-invitation shows: the operator's own profile on an invitation to a sample networker,
 * with the terms a new invitation starts from (the profile's bounty per meeting as the meeting bounty,
 * its revenue share) and no recommended prospects.
 */
export function sampleInvitationPageData(profile: PublicOperatorProfile): InvitationPageData {
  return {
    invitation: {
      id: 'sample',
      uuid: 'sample',
      slug: 'sample',
      kind: 'personal',
      status: 'active',
      inviteeName: SAMPLE_INVITEE_NAME,
      inviteeTitle: null,
      inviteeCompany: null,
      title: null,
      description: null,
      introEmailBounty: null,
      referralBounty: profile.bountyAmount.toFixed(2),
      revShareBounty: null,
      revenueSharePercent: profile.revenueShare,
      revenueShareMonths: DEFAULT_REVENUE_SHARE_MONTHS,
      operatorId: profile.userId,
      fromUser: profile.fullName,
      prospectName: SAMPLE_INVITEE_NAME,
      prospectTitle: null,
      prospectCompany: null,
      prospectLinkedinUrl: null,
      message: profile.introMessage || null,
    },
    operatorProfile: profile,
    prospects: [],
    // A sample page: no reputation is claimed for it.
    operatorReputation: { averageRating: 0, totalReviews: 0 },
  };
}
