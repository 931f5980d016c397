import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The operator's onboarding checklist; the projectors behind its steps refresh it over the socket. */
export const operatorOnboardingQuery = queryOptions({
  ...routeQuery('GET /api/dashboard/onboarding'),
  staleTime: 5 * 60_000,
});
