import { Module } from '@nestjs/common';
import { ReviewCommands } from './commands/review-commands.js';
import { SubmitNetworkerReviewHandler } from './commands/submit-networker-review.command.js';
import { SubmitReviewHandler } from './commands/submit-review.command.js';
import { NetworkerReviewController } from './networker-review/networker-review.controller.js';
import { NetworkerReviewTargets } from './networker-review/networker-review-targets.js';
import { ReviewLists } from './review-lists/review-lists.js';
import { ReviewsController } from './reviews.controller.js';

/**
 * Reviews: once a prospect's meeting was held, its operator and its networker may each review the
 * other once (a ReviewSubmitted on `review-{prospectId}-{reviewerType}`); both read what they
 * received and gave, their average, and what is left to review, from the `reviews` read model.
 */
@Module({
  controllers: [ReviewsController, NetworkerReviewController],
  providers: [
    ReviewCommands,
    SubmitReviewHandler,
    SubmitNetworkerReviewHandler,
    NetworkerReviewTargets,
    ReviewLists,
  ],
})
export class ReviewsModule {}
