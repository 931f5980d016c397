import {
  type ApprovedProspect,
  NETWORKER_LIST_QUERY_KEYS,
  type NetworkerInvitation,
} from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The invitations the signed-in networker accepted, with their operators and bounties. */
export const networkerInvitationsQuery = queryOptions({
  queryKey: NETWORKER_LIST_QUERY_KEYS.invitations,
  queryFn: ({ signal }) =>
    apiRequest<NetworkerInvitation[]>('GET', NETWORKER_LIST_QUERY_KEYS.invitations[0], undefined, { signal }),
  staleTime: 2 * 60_000,
});

/** The operators' recommendations the networker agreed to introduce, with where each stands. */
export const approvedProspectsQuery = queryOptions({
  queryKey: NETWORKER_LIST_QUERY_KEYS.approvedProspects,
  queryFn: ({ signal }) =>
    apiRequest<ApprovedProspect[]>('GET', NETWORKER_LIST_QUERY_KEYS.approvedProspects[0], undefined, {
      signal,
    }),
  staleTime: 2 * 60_000,
});
