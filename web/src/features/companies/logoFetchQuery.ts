import type { LogoFetchAnswer } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

const ONE_HOUR_MS = 60 * 60 * 1000;

/** A company's logo for its avatar ('' when none is known); the server caches the lookup per name. */
export function logoFetchQuery(companyName: string) {
  return queryOptions({
    queryKey: ['/api/logo/fetch', companyName] as const,
    queryFn: ({ signal }) =>
      apiRequest<LogoFetchAnswer>(
        'GET',
        `/api/logo/fetch?company=${encodeURIComponent(companyName)}`,
        undefined,
        { signal },
      ),
    staleTime: ONE_HOUR_MS,
    gcTime: ONE_HOUR_MS,
  });
}
