import {
  type EligibleReviewItem,
  REVIEW_QUERY_KEYS,
  type ReviewAverageAnswer,
  type ReviewListItem,
  type ReviewStatusAnswer,
  reviewStatusQueryKey,
} from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Spec: reviews are cached 5 minutes; the socket refreshes them when one arrives. */
const REVIEWS_STALE_MS = 5 * 60_000;

function reviewQuery<Answer>(queryKey: readonly [string]) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<Answer>('GET', queryKey[0], undefined, { signal }),
    staleTime: REVIEWS_STALE_MS,
  });
}

/** The average of the reviews the user received in their active role. */
export const reviewAverageQuery = reviewQuery<ReviewAverageAnswer>(REVIEW_QUERY_KEYS.average);
export const reviewsReceivedQuery = reviewQuery<ReviewListItem[]>(REVIEW_QUERY_KEYS.received);
export const reviewsGivenQuery = reviewQuery<ReviewListItem[]>(REVIEW_QUERY_KEYS.given);
export const eligibleReviewsQuery = reviewQuery<EligibleReviewItem[]>(REVIEW_QUERY_KEYS.eligible);

/** Whether the caller's side already reviewed this prospect (asked only once its meeting was held). */
export function reviewStatusQuery(prospectId: string) {
  return queryOptions({
    queryKey: reviewStatusQueryKey(prospectId),
    queryFn: ({ signal }) =>
      apiRequest<ReviewStatusAnswer>('GET', reviewStatusQueryKey(prospectId)[0], undefined, { signal }),
    staleTime: REVIEWS_STALE_MS,
  });
}
