import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The invitations the signed-in networker accepted, with their operators and bounties. */
export const networkerInvitationsQuery = queryOptions({
  ...routeQuery('GET /api/networker/invitations'),
  staleTime: 2 * 60_000,
});

/** The operators' recommendations the networker agreed to introduce, with where each stands. */
export const approvedProspectsQuery = queryOptions({
  ...routeQuery('GET /api/networker/approved-prospects'),
  staleTime: 2 * 60_000,
});
