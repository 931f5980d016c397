import { Module } from '@nestjs/common';
import { ReviewCommands } from './commands/review-commands.js';
import { SubmitNetworkerReviewHandler } from './commands/submit-networker-review.command.js';
import { SubmitReviewHandler } from './commands/submit-review.command.js';
import { NetworkerReviewController } from './networker-review/networker-review.controller.js';
import { NetworkerReviewTargets } from './networker-review/networker-review-targets.js';
import { ReviewLists } from './review-lists/review-lists.js';
import { ReviewsController } from './reviews.controller.js';
import { GetNetworkerReviewPageHandler } from './queries/get-networker-review-page.query.js';
import { GetReviewAverageHandler } from './queries/get-review-average.query.js';
import { GetReviewStatusHandler } from './queries/get-review-status.query.js';
import { ListEligibleReviewsHandler } from './queries/list-eligible-reviews.query.js';
import { ListGivenReviewsHandler } from './queries/list-given-reviews.query.js';
import { ListReceivedReviewsHandler } from './queries/list-received-reviews.query.js';

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
    GetNetworkerReviewPageHandler,
    ListReceivedReviewsHandler,
    ListGivenReviewsHandler,
    GetReviewAverageHandler,
    ListEligibleReviewsHandler,
    GetReviewStatusHandler,
  ],
})
export class ReviewsModule {}
