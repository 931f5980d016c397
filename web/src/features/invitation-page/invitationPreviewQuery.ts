import type { InvitationPageData } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/**
 * The invitation page as its operator previews it. The key is the path the server names when the
 * invitation, its prospects or the profile change, so the open preview refreshes live.
 */
export function invitationPreviewQuery(uuid: string) {
  const path = `/api/networker-invitations/${encodeURIComponent(uuid.toLowerCase())}/preview`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<InvitationPageData>('GET', path, undefined, { signal }),
    // It also shows the operator's profile, whose changes name another key: fetch afresh on every visit.
    staleTime: 0,
  });
}
