import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

const ONE_HOUR_MS = 60 * 60 * 1000;

/** A company's logo for its avatar ('' when none is known); the server caches the lookup per name. */
export function logoFetchQuery(companyName: string) {
  return queryOptions({
    ...routeQuery('GET /api/logo/fetch', { query: { company: companyName }, key: [companyName] }),
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
  });
}
