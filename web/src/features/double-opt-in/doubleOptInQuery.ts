import type { DoubleOptInAnswer } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The invitation and its operator for the double opt-in page (GET /api/double-opt-in/{uuid}). */
export function doubleOptInQuery(uuid: string) {
  const path = `/api/double-opt-in/${encodeURIComponent(uuid)}`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<DoubleOptInAnswer>('GET', path, undefined, { signal }),
    retry: false,
  });
}
