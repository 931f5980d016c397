import { type ContactWithStatus, NETWORKER_LIST_QUERY_KEYS } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Recommendations waiting for the networker's answer; refreshed live when the operator changes them. */
export const pendingApprovalQuery = queryOptions({
  queryKey: NETWORKER_LIST_QUERY_KEYS.pendingApproval,
  queryFn: ({ signal }) =>
    apiRequest<ContactWithStatus[]>('GET', NETWORKER_LIST_QUERY_KEYS.pendingApproval[0], undefined, {
      signal,
    }),
});
