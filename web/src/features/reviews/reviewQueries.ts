import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** Spec: reviews are cached 5 minutes; the socket refreshes them when one arrives. */
const REVIEWS_STALE_MS = 5 * 60_000;

/** The average of the reviews the user received in their active role. */
export const reviewAverageQuery = queryOptions({
  ...routeQuery('GET /api/reviews/average'),
  staleTime: REVIEWS_STALE_MS,
});
export const reviewsReceivedQuery = queryOptions({
  ...routeQuery('GET /api/reviews/received'),
  staleTime: REVIEWS_STALE_MS,
});
export const reviewsGivenQuery = queryOptions({
  ...routeQuery('GET /api/reviews/given'),
  staleTime: REVIEWS_STALE_MS,
});
export const eligibleReviewsQuery = queryOptions({
  ...routeQuery('GET /api/reviews/eligible'),
  staleTime: REVIEWS_STALE_MS,
});

/** Whether the caller's side already reviewed this prospect (asked only once its meeting was held). */
export function reviewStatusQuery(prospectId: string) {
  return queryOptions({
    ...routeQuery('GET /api/reviews/submission/:id/status', { params: { id: prospectId } }),
    staleTime: REVIEWS_STALE_MS,
  });
}
