import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ReviewAverageAnswer } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { ReviewLists } from '../review-lists/review-lists.js';

/** The caller's average rating and review count in their active role: their reputation in it. */
export class GetReviewAverage extends Query<ReviewAverageAnswer> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReviewAverage)
export class GetReviewAverageHandler implements IQueryHandler<GetReviewAverage> {
  constructor(@Inject(ReviewLists) private readonly reviews: ReviewLists) {}

  execute({ party, userId }: GetReviewAverage): Promise<ReviewAverageAnswer> {
    return this.reviews.average(party, userId);
  }
}
