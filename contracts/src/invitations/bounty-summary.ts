import { formatWholeDollars } from '../money.js';
import type { PublicInvitation } from './invitation-api-types.js';

/** An invitation's three bounties in one line, e.g. "$50 intro · $500 meeting · $1,000 win". */
export function invitationBountySummary(
  invitation: Pick<PublicInvitation, 'introEmailBounty' | 'referralBounty' | 'revShareBounty'>,
): string {
  const parts = [
    [invitation.introEmailBounty, 'intro'],
    [invitation.referralBounty, 'meeting'],
    [invitation.revShareBounty, 'win'],
  ] as const;
  const set = parts
    .filter(([amount]) => amount !== null)
    .map(([amount, label]) => `${formatWholeDollars(amount!)} ${label}`);
  return set.length > 0 ? set.join(' · ') : 'No bounties set';
}
