import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/**
 * Whether a reset link still works, and how many passkeys its account has (the form offers to remove
 * them). A refusal is final: the form then says nothing of passkeys and the reset itself explains.
 */
export const resetLinkCheckQuery = (token: string) =>
  queryOptions({
    ...routeQuery('POST /api/auth/reset-password/check', { body: { token }, key: [token] }),
    retry: false,
    staleTime: Infinity,
  });
