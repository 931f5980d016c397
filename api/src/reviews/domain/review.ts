import {
  PROSPECT_MESSAGES,
  REVIEW_MESSAGES,
  REVIEW_STREAM_EVENT_TYPES,
  revieweeOf,
  revieweeTypeMismatchMessage,
  revieweeTypeOf,
  reviewRefusal,
  type ReviewStreamEventType,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type { ReviewCommand, ReviewFacts, ReviewRefusalCode } from './review-commands.js';
import { evolveReview, initialReviewState, type ReviewState } from './review-state.js';

/**
 * The review aggregate (`review-{prospectId}-{reviewerType}`): once a prospect's meeting was held,
 * each of its two parties reviews the other once. The prospect's own stream (a fact the handler
 * loads) says who its parties are and where it stands; the side's stream says whether it reviewed.
 */

type ReviewDecision = Decision<ReviewStreamEventType, ReviewRefusalCode>;
type Command<Type extends ReviewCommand['type']> = Extract<ReviewCommand, { type: Type }>;

function submitReview(
  command: Command<'SubmitReview'>,
  state: ReviewState,
  facts: ReviewFacts,
): ReviewDecision {
  const { reviewer, prospectId } = command;
  const revieweeType = revieweeTypeOf(reviewer.type);
  if (command.claimedRevieweeType && command.claimedRevieweeType !== revieweeType)
    return refuse('reviewee_type_mismatch', revieweeTypeMismatchMessage(reviewer.type));
  const { prospect } = facts;
  const refusal = prospect.removed ? 'not_a_party' : reviewRefusal(prospect, reviewer);
  // Someone else's prospect is answered as unknown: its existence is not theirs to learn.
  if (refusal === 'not_a_party') return refuse('review_prospect_not_found', PROSPECT_MESSAGES.notFound);
  if (refusal) return refuse('review_meeting_not_held', REVIEW_MESSAGES.meetingNotHeld);
  // A prospect whose meeting was held is in the pipeline: its invitation and both parties are known.
  const reviewee = revieweeOf(prospect, reviewer.type);
  if (!prospect.invitationId || !reviewee)
    return refuse('review_prospect_not_found', PROSPECT_MESSAGES.notFound);
  if (state.submitted) return refuse('review_already_submitted', REVIEW_MESSAGES.alreadyReviewed);
  return [
    {
      type: 'ReviewSubmitted',
      data: {
        reviewId: command.reviewId,
        prospectId,
        invitationUuid: prospect.invitationId,
        reviewerUserId: reviewer.userId,
        reviewerType: reviewer.type,
        revieweeUserId: reviewee,
        revieweeType,
        rating: command.rating,
        comment: command.comment,
      },
    },
  ];
}

export function decideReview(command: ReviewCommand, state: ReviewState, facts: ReviewFacts): ReviewDecision {
  switch (command.type) {
    case 'SubmitReview':
      return submitReview(command, state, facts);
  }
}

export const reviewDecider: Decider<
  ReviewState,
  ReviewCommand,
  ReviewStreamEventType,
  ReviewFacts,
  ReviewRefusalCode
> = {
  eventTypes: REVIEW_STREAM_EVENT_TYPES,
  initialState: initialReviewState,
  evolve: evolveReview,
  decide: decideReview,
};
