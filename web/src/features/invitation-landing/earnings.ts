import { formatWholeDollars, type PublicInvitation } from '@referrals/contracts';
import { bountyCents } from '../invitation-page/invitationPageView';

type Bounties = Pick<PublicInvitation, 'introEmailBounty' | 'referralBounty' | 'revShareBounty'>;

const cents = (decimal: string | null) => bountyCents(decimal) ?? 0;

/** What one contact can earn: intro, meeting and win in cents, and their sum. */
export function perContactCents(invitation: Bounties) {
  const intro = cents(invitation.introEmailBounty);
  const meeting = cents(invitation.referralBounty);
  const win = cents(invitation.revShareBounty);
  return { intro, meeting, win, total: intro + meeting + win };
}

/** Whole dollars, floored, as the page shows bounties. */
export const dollars = (amountInCents: number): string => formatWholeDollars(amountInCents / 100);
