import { type NetworkerWithProspects, OPERATOR_NETWORKERS_QUERY_KEY } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The operator's networkers with each prospect's history; refreshed live when the server names the key. */
export const networkersWithProspectsQuery = queryOptions({
  queryKey: OPERATOR_NETWORKERS_QUERY_KEY,
  queryFn: ({ signal }) =>
    apiRequest<NetworkerWithProspects[]>('GET', OPERATOR_NETWORKERS_QUERY_KEY[0], undefined, { signal }),
});
