import { prospectHistoryPagesQueryKey } from '@referrals/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { api, routeQuery } from '../../api/client';

const FIRST_PAGE: string | null = null;

/** A refusal (not a party, no such prospect) stays one: only a failure of the server is tried again. */
const retryServerFailures = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

/**
 * The prospect's history a page at a time in log order (oldest first), each page with who the prospect
 * is and how long the whole history is. Refetching (a live update) reloads every page shown.
 */
export function prospectHistoryPagesQuery(prospectId: string) {
  return infiniteQueryOptions({
    queryKey: prospectHistoryPagesQueryKey(prospectId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/audit/prospects/:id/history/page', {
        params: { id: prospectId },
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
    retry: retryServerFailures,
  });
}

/** The whole history at once: what the JSON and CSV files hold. */
export function prospectHistoryQuery(prospectId: string) {
  return queryOptions({
    ...routeQuery('GET /api/audit/prospects/:id/history', { params: { id: prospectId } }),
    retry: retryServerFailures,
  });
}
