import type { ReviewParty } from '../reviews/review-rules.js';

export const REVIEW_EVENT_TYPES = {
  reviewSubmitted: 'ReviewSubmitted',
} as const;

/**
 * One stream per prospect and reviewing side, holding that side's one review: appending with
 * the expectation 'no_stream' is what makes a second review (even a simultaneous one) fail.
 */
export const reviewStream = (prospectId: string, reviewerType: ReviewParty): string =>
  `review-${prospectId}-${reviewerType}`;

/** A party to a prospect reviewed the other party once the meeting was held. */
export interface ReviewSubmittedData {
  reviewId: string;
  prospectId: string;
  invitationUuid: string;
  reviewerUserId: string;
  reviewerType: ReviewParty;
  revieweeUserId: string;
  /** Always the opposite of reviewerType. */
  revieweeType: ReviewParty;
  /** A whole number of stars, 1 to 5. */
  rating: number;
  /** Trimmed; null when empty. */
  comment: string | null;
}
