import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ReviewListItem } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { ReviewLists } from '../review-lists/review-lists.js';

/** The reviews the caller received in their active role, newest first. */
export class ListReceivedReviews extends Query<ReviewListItem[]> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(ListReceivedReviews)
export class ListReceivedReviewsHandler implements IQueryHandler<ListReceivedReviews> {
  constructor(@Inject(ReviewLists) private readonly reviews: ReviewLists) {}

  execute({ party, userId }: ListReceivedReviews): Promise<ReviewListItem[]> {
    return this.reviews.received(party, userId);
  }
}
