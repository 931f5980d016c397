import { useLiveConnection } from './useLiveConnection';

/**
 * A `refetchInterval` for useQuery: the spec's polling interval while the live-update socket is down,
 * and no polling while it is connected (the socket says what changed).
 */
export function useFallbackRefetchInterval(intervalMs: number): number | false {
  const { isConnected } = useLiveConnection();
  return isConnected ? false : intervalMs;
}
