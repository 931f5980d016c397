import type { AuthUser } from '@referrals/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { countAll, invitationPagesQuery } from '../invitations/invitationQueries';
import { networkerInvitationsQuery } from '../networker-invitations/networkerInvitationQueries';

/** The navigation's invitation badge: the operator's invitations, or those the networker accepted. */
export function useInvitationCount(user: AuthUser): number | undefined {
  const operator = user.activeRole === 'operator';
  // The first tab's first page (the panel's, when it shows) counts every tab: no need for the whole list.
  const sent = useInfiniteQuery({ ...invitationPagesQuery('active'), enabled: operator });
  const sentCounts = sent.data?.pages[0]?.counts;
  const accepted = useQuery({ ...networkerInvitationsQuery, enabled: user.activeRole === 'networker' });
  return operator ? sentCounts && countAll(sentCounts) : accepted.data?.length;
}
