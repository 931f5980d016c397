import {
  INVITATION_GROUPS,
  type InvitationGroup,
  invitationPagesQueryKey,
  type InvitationProspect,
  type PublicRecommendedProspect,
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

const isOperatorRow = (
  prospect: InvitationProspect | PublicRecommendedProspect,
): prospect is InvitationProspect => 'approvalStatus' in prospect;

/**
 * The route answers the invitation's operator (acting as operator) every prospect with its details, and
 * anyone else the public rows; the operator's screens need the former, and refuse the latter.
 */
function asOperatorProspects(
  prospects: (InvitationProspect | PublicRecommendedProspect)[],
): InvitationProspect[] {
  if (!prospects.every(isOperatorRow)) {
    throw new Error(
      "These prospects were answered as the public page shows them, not to the invitation's operator.",
    );
  }
  return prospects;
}

/** Every prospect under one invitation, with its details (the operator's view). */
export function invitationProspectsQuery(invitationId: string) {
  return queryOptions({
    ...routeQuery('GET /api/prospects/invitation/:invitationId', { params: { invitationId } }),
    select: asOperatorProspects,
    staleTime: 2 * 60_000,
  });
}
