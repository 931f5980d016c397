import type { InvitationProspect, PublicRecommendedProspect } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The operator's invitations, busiest first (the server orders them by the spec's activity score). */
export const invitationsQuery = queryOptions({
  ...routeQuery('GET /api/networker-invitations'),
  staleTime: 2 * 60_000,
});

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
