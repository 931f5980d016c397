import {
  DASHBOARD_QUERY_KEYS,
  networkerReviewDataQueryKey,
  type QueryKey,
  REVIEW_QUERY_KEYS,
  type ReviewSubmittedData,
  reviewStatusQueryKey,
} from '@referrals/contracts';

/** Whose screens a review changes, and which of their query keys. */
export interface ReviewInvalidation {
  userId: string;
  keys: QueryKey[];
}

/**
 * The reviewer's lists of what they gave and have yet to review, and the prospect's review status
 * (plus, for a networker, the review page, which now has nothing left or the next prospect); the
 * reviewee's received list, average, and the activity that says they were reviewed.
 */
export function reviewInvalidations(review: ReviewSubmittedData): ReviewInvalidation[] {
  return [
    {
      userId: review.reviewerUserId,
      keys: [
        REVIEW_QUERY_KEYS.given,
        REVIEW_QUERY_KEYS.eligible,
        reviewStatusQueryKey(review.prospectId),
        // The funnel counts a reviewed meeting as Review Completed.
        DASHBOARD_QUERY_KEYS.stats,
        ...(review.reviewerType === 'networker' ? [networkerReviewDataQueryKey(review.invitationUuid)] : []),
      ],
    },
    {
      userId: review.revieweeUserId,
      keys: [
        REVIEW_QUERY_KEYS.received,
        REVIEW_QUERY_KEYS.average,
        DASHBOARD_QUERY_KEYS.activity,
        DASHBOARD_QUERY_KEYS.stats,
      ],
    },
  ];
}
