import { networkerProspectPagesQueryKey } from '@referrals/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

const FIRST_PAGE: string | null = null;

/**
 * The operator's pipeline, one contact a row with its networker, a page at a time in the server's order
 * (latest change first), each page with who brought no contact yet. Refetching (a live update, a change
 * here) reloads every page shown, from the first.
 */
export function networkerProspectPagesQuery() {
  return infiniteQueryOptions({
    queryKey: networkerProspectPagesQueryKey(),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/operator/networkers-with-prospects/page', {
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
  });
}
