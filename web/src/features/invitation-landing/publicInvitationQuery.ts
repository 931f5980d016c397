import type { PublicRecommendedProspect } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The public invitation with its operator's profile (GET /api/invitations/uuid/{slug}). */
export function publicInvitationQuery(slug: string) {
  return queryOptions({
    ...routeQuery('GET /api/invitations/uuid/:slug', { params: { slug } }),
    retry: false,
  });
}

/**
 * The prospects as the public page shows them (names, titles, companies). The route answers the
 * invitation's own operator with the fuller rows the operator's screens use, under the same key; each
 * of those is also a public row, so the page reads either.
 */
const asPublicProspects = (prospects: PublicRecommendedProspect[]) => prospects;

/** The invitation's recommended prospects as a visitor sees them (names, titles, companies). */
export function publicProspectsQuery(invitationId: string) {
  return queryOptions({
    ...routeQuery('GET /api/prospects/invitation/:invitationId', { params: { invitationId } }),
    select: asPublicProspects,
    retry: false,
  });
}
