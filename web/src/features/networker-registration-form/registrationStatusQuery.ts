import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** Whether this invitation already has its networker, or the signed-in account joined it. */
export function registrationStatusQuery(slug: string) {
  return queryOptions({
    ...routeQuery('GET /api/networker-registration/:slug/status', { params: { slug } }),
    retry: false,
  });
}
