import type { PublicInvitationAnswer, PublicRecommendedProspect } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The public invitation with its operator's profile (GET /api/invitations/uuid/{slug}). */
export function publicInvitationQuery(slug: string) {
  const path = `/api/invitations/uuid/${encodeURIComponent(slug)}`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<PublicInvitationAnswer>('GET', path, undefined, { signal }),
    retry: false,
  });
}

/** The invitation's recommended prospects as a visitor sees them (names, titles, companies). */
export function publicProspectsQuery(invitationId: string) {
  const path = `/api/prospects/invitation/${invitationId}`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<PublicRecommendedProspect[]>('GET', path, undefined, { signal }),
    retry: false,
  });
}
