import type { InvitationBountyTerms } from '@referrals/contracts';
import { usd } from '@referrals/contracts';
import type { BountiesDto } from './invitations.dto.js';

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : usd(amount);

/**
 * The API's decimal dollars as the event's cents; an omitted bounty is not offered. An omitted revenue
 * share is left for the invitation to decide (the profile's when created, the one on offer when changed).
 */
export function bountyTerms(input: BountiesDto): InvitationBountyTerms {
  const terms: InvitationBountyTerms = {
    introEmail: money(input.introEmailBounty),
    referral: money(input.referralBounty),
    revShare: money(input.revShareBounty),
  };
  if (input.revenueSharePercent !== undefined) terms.revenueSharePercent = input.revenueSharePercent;
  if (input.revenueShareMonths !== undefined) terms.revenueShareMonths = input.revenueShareMonths;
  return terms;
}
