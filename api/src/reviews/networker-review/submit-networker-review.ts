import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type NetworkerReviewRequest,
  REVIEW_MESSAGES,
  reviewComment,
  type ReviewSubmittedAnswer,
} from '@referrals/contracts';
import { SubmitReview } from '../submit-review/submit-review.js';
import { NetworkerReviewTargets } from './networker-review-targets.js';
import type { ReviewTargetRefusal } from './review-target.js';

const REFUSED: Record<ReviewTargetRefusal, () => Error> = {
  not_found: () => new NotFoundException(REVIEW_MESSAGES.notFoundOrSubmitted),
  meeting_not_held: () => new ConflictException(REVIEW_MESSAGES.meetingNotHeld),
  already_reviewed: () => new ConflictException(REVIEW_MESSAGES.alreadyReviewed),
};

/**
 * The networker's review page: the networker reviews the invitation's operator, about the prospect
 * the page showed (or the earliest one left). The choice reads the read models; the review itself
 * is decided on the prospect's stream, so a stale read can only lead to a refusal, never a wrong review.
 */
@Injectable()
export class SubmitNetworkerReview {
  constructor(
    @Inject(NetworkerReviewTargets) private readonly targets: NetworkerReviewTargets,
    @Inject(SubmitReview) private readonly reviews: SubmitReview,
  ) {}

  async submit(networkerUserId: string, request: NetworkerReviewRequest): Promise<ReviewSubmittedAnswer> {
    const target = await this.targets.choose(
      networkerUserId,
      request.invitationUuid,
      request.prospectId ?? null,
    );
    if ('refusal' in target) throw REFUSED[target.refusal]();
    return this.reviews.submit({ userId: networkerUserId, type: 'networker' }, target.prospectId, {
      rating: request.rating,
      comment: reviewComment(request.reviewText),
    });
  }
}
