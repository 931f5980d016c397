import { queryKey } from '@referrals/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';
import { rememberCsrfToken } from '../../api/csrfToken';

export const SESSION_QUERY_KEY = queryKey('GET /api/auth/session');
const ME_QUERY_KEY = queryKey('GET /api/auth/me');

const session = routeQuery('GET /api/auth/session');

/** Who is signed in, and the CSRF token for this browser session (spec: stale after 5 minutes). */
export const sessionQuery = queryOptions({
  queryKey: session.queryKey,
  queryFn: async (context) => {
    const answer = await session.queryFn(context);
    rememberCsrfToken(answer.csrfToken);
    return answer;
  },
  staleTime: 5 * 60 * 1000,
});

/** After a sign-in, sign-out or role switch: everything the user sees may differ now. */
export async function refreshAfterIdentityChange(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  ]);
}
