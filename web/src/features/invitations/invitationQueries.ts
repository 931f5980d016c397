import {
  INVITATION_GROUPS,
  type InvitationGroup,
  invitationPagesQueryKey,
  invitationProspectPagesQueryKey,
} from '@referrals/contracts';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, routeQuery } from '../../api/client';

/** The operator's invitations, busiest first (the server orders them by the spec's activity score). */
export const invitationsQuery = queryOptions({
  ...routeQuery('GET /api/networker-invitations'),
  staleTime: 2 * 60_000,
});

const FIRST_PAGE: string | null = null;

/**
 * One tab of the operator's invitations, a page at a time in the server's order, each page with every
 * tab's count. Refetching (a live update, a change here) reloads every page shown, from the first.
 */
export function invitationPagesQuery(group: InvitationGroup) {
  return infiniteQueryOptions({
    queryKey: invitationPagesQueryKey(group),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/networker-invitations/page', {
        query: pageParam === null ? { group } : { group, cursor: pageParam },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 2 * 60_000,
  });
}

/** How many invitations the operator has, over every tab. */
export const countAll = (counts: Record<InvitationGroup, number>): number =>
  INVITATION_GROUPS.reduce((sum, { group }) => sum + counts[group], 0);

/** After a change to the operator's invitations: the whole list and every tab's pages. */
export function refreshInvitationLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: invitationPagesQueryKey() }),
  ]);
}

/**
 * The prospects under one invitation with their details (its operator's view), a page at a time in the
 * server's order (oldest first). Refetching (a live update, a change here) reloads every page shown.
 */
export function invitationProspectPagesQuery(invitationId: string) {
  return infiniteQueryOptions({
    queryKey: invitationProspectPagesQueryKey(invitationId),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/prospects/invitation/:invitationId/page', {
        params: { invitationId },
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 2 * 60_000,
  });
}
