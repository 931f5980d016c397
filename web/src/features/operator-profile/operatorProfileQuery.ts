import { queryOptions } from '@tanstack/react-query';
import { isApiError, routeQuery } from '../../api/client';

/** The operator's own profile, or null before the first save (the API answers 404). */
export function operatorProfileQuery(userId: string) {
  const profile = routeQuery('GET /api/operator-profile/:userId', { params: { userId } });
  return queryOptions({
    queryKey: profile.queryKey,
    queryFn: async (context) => {
      try {
        return await profile.queryFn(context);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
