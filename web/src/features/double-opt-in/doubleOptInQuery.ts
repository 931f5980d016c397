import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The invitation and its operator for the double opt-in page (GET /api/double-opt-in/{uuid}). */
export function doubleOptInQuery(uuid: string) {
  return queryOptions({
    ...routeQuery('GET /api/double-opt-in/:uuid', { params: { uuid } }),
    retry: false,
  });
}
