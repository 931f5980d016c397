import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/**
 * The invitation page as its operator previews it. The key is the path the server names when the
 * invitation, its prospects or the profile change, so the open preview refreshes live.
 */
export function invitationPreviewQuery(uuid: string) {
  return queryOptions({
    ...routeQuery('GET /api/networker-invitations/:id/preview', { params: { id: uuid.toLowerCase() } }),
    // It also shows the operator's profile, whose changes name another key: fetch afresh on every visit.
    staleTime: 0,
  });
}
