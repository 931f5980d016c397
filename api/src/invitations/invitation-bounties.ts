import type { InvitationBountyTerms } from '@referrals/contracts';
import { usd } from '@referrals/contracts';
import type { BountiesDto } from './invitations.dto.js';

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : usd(amount);

/** The API's decimal dollars as the event's cents; an omitted bounty is not offered. */
export function bountyTerms(input: BountiesDto): InvitationBountyTerms {
  return {
    introEmail: money(input.introEmailBounty),
    referral: money(input.referralBounty),
    revShare: money(input.revShareBounty),
  };
}
