import type { AuthUser } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { invitationsQuery } from '../invitations/invitationQueries';
import { networkerInvitationsQuery } from '../networker-invitations/networkerInvitationQueries';

/** The navigation's invitation badge: the operator's invitations, or those the networker accepted. */
export function useInvitationCount(user: AuthUser): number | undefined {
  const operator = user.activeRole === 'operator';
  const sent = useQuery({ ...invitationsQuery, enabled: operator });
  const accepted = useQuery({ ...networkerInvitationsQuery, enabled: user.activeRole === 'networker' });
  return operator ? sent.data?.length : accepted.data?.length;
}
