import type { RegistrationStatusAnswer } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Whether this invitation already has its networker, or the signed-in account joined it. */
export function registrationStatusQuery(slug: string) {
  const path = `/api/networker-registration/${encodeURIComponent(slug)}/status`;
  return queryOptions({
    queryKey: [path] as const,
    queryFn: ({ signal }) => apiRequest<RegistrationStatusAnswer>('GET', path, undefined, { signal }),
    retry: false,
  });
}
