import type { QueryClient } from '@tanstack/react-query';
import { publicInvitationQuery, publicProspectsQuery } from './publicInvitationQuery';

/**
 * Starts loading an invitation page's data as soon as its route matches, while the page's code is still
 * on its way, so the first paint does not wait for code and then for data one after the other.
 * The prospects follow once the invitation's id is known. Failures are left to the page's own queries.
 */
export function prefetchPublicInvitation(queryClient: QueryClient, slug: string): void {
  const invitationQuery = publicInvitationQuery(slug);
  void queryClient.prefetchQuery(invitationQuery).then(() => {
    const invitation = queryClient.getQueryData(invitationQuery.queryKey);
    if (invitation?.status === 'active') void queryClient.prefetchQuery(publicProspectsQuery(invitation.id));
  });
}
