import type { RatingRefusal, ReviewParty, ReviewTextRefusal } from './review-rules.js';
import { RATING_MAX, RATING_MIN, REVIEW_TEXT_MAX_LENGTH, revieweeTypeOf } from './review-rules.js';

/** The spec's wording for reviews (sections 5 and 8), shared by server and web. */
export const REVIEW_MESSAGES = {
  ratingRequiredTitle: 'Rating required',
  ratingRequired: 'Please select a star rating',
  networkerRatingRequiredTitle: 'Rating Required',
  networkerRatingRequired: 'Please select a star rating before submitting.',
  ratingInvalid: `Please select a star rating from ${RATING_MIN} to ${RATING_MAX}.`,
  reviewTextRequiredTitle: 'Review Text Required',
  reviewTextRequired: 'Please write a brief review before submitting.',
  reviewTextTooLong: `Your review can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  commentTooLong: `Your comment can be at most ${REVIEW_TEXT_MAX_LENGTH} characters.`,
  textInvalid: 'The review text must be text.',
  submissionIdInvalid: 'submissionId must be a contact id.',
  invitationUuidInvalid: 'invitationUuid must be an invitation id.',
  prospectIdInvalid: 'prospectId must be a contact id.',
  revieweeTypeInvalid: 'revieweeType must be operator or networker.',
  submittedTitle: 'Review submitted',
  submitted: 'Thank you for your feedback!',
  failedTitle: 'Error',
  failed: 'Failed to submit review',
  networkerSubmittedTitle: 'Review Submitted!',
  networkerSubmitted: 'Thank you for your feedback. Your review helps build trust in our community.',
  networkerFailedTitle: 'Failed to Submit Review',
  networkerFailed: 'Please try again.',
  notFoundOrSubmitted: 'Review not found or already submitted.',
  meetingNotHeld: 'Reviews open once the meeting has been held.',
  alreadyReviewed: 'You have already reviewed this contact.',
} as const;

/** The rating's problem in the wording of the screen that sends it (the networker page's differs). */
export function ratingRefusalMessage(refusal: RatingRefusal, page: 'review' | 'networker_review'): string {
  if (refusal === 'not_whole_stars') return REVIEW_MESSAGES.ratingInvalid;
  return page === 'review' ? REVIEW_MESSAGES.ratingRequired : REVIEW_MESSAGES.networkerRatingRequired;
}

/** The text's problem: the networker's required review text, or the operator's optional comment. */
export function reviewTextRefusalMessage(
  refusal: ReviewTextRefusal,
  field: 'reviewText' | 'comment',
): string {
  switch (refusal) {
    case 'missing':
      return REVIEW_MESSAGES.reviewTextRequired;
    case 'not_text':
      return REVIEW_MESSAGES.textInvalid;
    case 'too_long':
      return field === 'reviewText' ? REVIEW_MESSAGES.reviewTextTooLong : REVIEW_MESSAGES.commentTooLong;
  }
}

/** A review's reviewee is always the other side: a body naming the caller's own side is refused. */
export const revieweeTypeMismatchMessage = (reviewerType: ReviewParty): string =>
  `You review as ${reviewerType === 'operator' ? 'an operator' : 'a networker'}, so revieweeType must be ${revieweeTypeOf(reviewerType)}.`;
