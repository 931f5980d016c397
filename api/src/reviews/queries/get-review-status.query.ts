import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ReviewStatusAnswer } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { ReviewLists } from '../review-lists/review-lists.js';

/** Whether the caller's side reviewed one of their prospects, and the review if so. */
export class GetReviewStatus extends Query<ReviewStatusAnswer> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
    readonly prospectId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReviewStatus)
export class GetReviewStatusHandler implements IQueryHandler<GetReviewStatus> {
  constructor(@Inject(ReviewLists) private readonly reviews: ReviewLists) {}

  execute({ party, userId, prospectId }: GetReviewStatus): Promise<ReviewStatusAnswer> {
    return this.reviews.status(party, userId, prospectId);
  }
}
