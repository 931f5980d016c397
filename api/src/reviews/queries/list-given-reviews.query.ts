import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ReviewListItem } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { ReviewLists } from '../review-lists/review-lists.js';

/** The reviews the caller gave in their active role, newest first. */
export class ListGivenReviews extends Query<ReviewListItem[]> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(ListGivenReviews)
export class ListGivenReviewsHandler implements IQueryHandler<ListGivenReviews> {
  constructor(@Inject(ReviewLists) private readonly reviews: ReviewLists) {}

  execute({ party, userId }: ListGivenReviews): Promise<ReviewListItem[]> {
    return this.reviews.given(party, userId);
  }
}
