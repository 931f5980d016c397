import { type NewEventOf, type ReviewStreamEventType } from '@referrals/contracts';

/** One side's review stream of a prospect (`review-{prospectId}-{reviewerType}`), folded. */
export interface ReviewState {
  /** The side's one review, once submitted. */
  submitted: { reviewId: string; rating: number } | null;
}

export const initialReviewState: ReviewState = { submitted: null };

export type ReviewEvent = NewEventOf<ReviewStreamEventType>;

export function evolveReview(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'ReviewSubmitted':
      // The first review stands: a second is refused, and of two sent at once only one is appended.
      return state.submitted
        ? state
        : { submitted: { reviewId: event.data.reviewId, rating: event.data.rating } };
  }
}
