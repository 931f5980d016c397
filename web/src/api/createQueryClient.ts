import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The cache as the spec configures it: data is never stale by default (the live-update socket says
 * what changed), no refetch on window focus, no polling, no retries, unused data collected after 5 minutes.
 * There is no default fetch: every query brings its own, made by `routeQuery` from the route map.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: FIVE_MINUTES_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
