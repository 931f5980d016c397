import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Reviewer, ReviewParty, ReviewSubmittedAnswer } from '@referrals/contracts';
import { type ReviewContent, ReviewCommands } from './review-commands.js';

/**
 * A party to a prospect reviews the other party once the meeting was held (POST /api/reviews); the
 * request may name the reviewee's side, which must then be the other side.
 */
export class SubmitReview extends Command<ReviewSubmittedAnswer> {
  constructor(
    readonly reviewer: Reviewer,
    readonly prospectId: string,
    readonly content: ReviewContent,
    readonly claimedRevieweeType: ReviewParty | null,
  ) {
    super();
  }
}

@CommandHandler(SubmitReview)
export class SubmitReviewHandler implements ICommandHandler<SubmitReview> {
  constructor(@Inject(ReviewCommands) private readonly reviews: ReviewCommands) {}

  execute({
    reviewer,
    prospectId,
    content,
    claimedRevieweeType,
  }: SubmitReview): Promise<ReviewSubmittedAnswer> {
    return this.reviews.submit(reviewer, prospectId, content, claimedRevieweeType);
  }
}
