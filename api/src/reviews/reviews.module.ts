import { Module } from '@nestjs/common';
import { NetworkerReviewController } from './networker-review/networker-review.controller.js';
import { NetworkerReviewTargets } from './networker-review/networker-review-targets.js';
import { SubmitNetworkerReview } from './networker-review/submit-networker-review.js';
import { ReviewLists } from './review-lists/review-lists.js';
import { ReviewsController } from './reviews.controller.js';
import { SubmitReview } from './submit-review/submit-review.js';

/**
 * Reviews: once a prospect's meeting was held, its operator and its networker may each review the
 * other once (a ReviewSubmitted on `review-{prospectId}-{reviewerType}`); both read what they
 * received and gave, their average, and what is left to review, from the `reviews` read model.
 */
@Module({
  controllers: [ReviewsController, NetworkerReviewController],
  providers: [SubmitReview, SubmitNetworkerReview, NetworkerReviewTargets, ReviewLists],
})
export class ReviewsModule {}
