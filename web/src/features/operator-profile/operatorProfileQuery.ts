import type { OperatorProfile } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../api/client';

/** The operator's own profile, or null before the first save (the API answers 404). */
export function operatorProfileQuery(userId: string) {
  return queryOptions({
    queryKey: ['/api/operator-profile', userId] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<OperatorProfile>('GET', `/api/operator-profile/${userId}`, undefined, {
          signal,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
