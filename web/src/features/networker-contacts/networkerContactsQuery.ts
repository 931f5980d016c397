import { type NetworkerContactList, networkerContactPagesQueryKey } from '@referrals/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, routeQuery } from '../../api/client';

/** The signed-in networker's contacts; the key is the path the server names when one changes. */
export const networkerContactsQuery = queryOptions(routeQuery('GET /api/networker/contacts-with-status'));

const FIRST_PAGE: string | null = null;

/**
 * One list of the networker's contacts (a section, or the pipeline; of one invitation, or all), a page
 * at a time in the server's order (latest change first), each page with every list's count.
 * Refetching (a live update, an answer given here) reloads every page shown, from the first.
 */
export function networkerContactPagesQuery(section: NetworkerContactList, invitationId?: string) {
  const filter = invitationId === undefined ? { section } : { section, invitationId };
  return infiniteQueryOptions({
    queryKey: networkerContactPagesQueryKey(section, invitationId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/networker/contacts-with-status/page', {
        query: pageParam === null ? filter : { ...filter, cursor: pageParam },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
  });
}
