import type { InvitationListItem, InvitationProspect } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The operator's invitations, busiest first (the server orders them by the spec's activity score). */
export const invitationsQuery = queryOptions({
  queryKey: ['/api/networker-invitations'] as const,
  queryFn: ({ signal }) =>
    apiRequest<InvitationListItem[]>('GET', '/api/networker-invitations', undefined, { signal }),
  staleTime: 2 * 60_000,
});

/** Every prospect under one invitation, with its details (the operator's view). */
export function invitationProspectsQuery(invitationId: string) {
  const path = `/api/prospects/invitation/${invitationId}`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<InvitationProspect[]>('GET', path, undefined, { signal }),
    staleTime: 2 * 60_000,
  });
}
