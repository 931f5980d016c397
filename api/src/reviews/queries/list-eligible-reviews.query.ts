import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EligibleReviewItem } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { ReviewLists } from '../review-lists/review-lists.js';

/** The caller's prospects whose meeting was held and that their side has not reviewed yet. */
export class ListEligibleReviews extends Query<EligibleReviewItem[]> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(ListEligibleReviews)
export class ListEligibleReviewsHandler implements IQueryHandler<ListEligibleReviews> {
  constructor(@Inject(ReviewLists) private readonly reviews: ReviewLists) {}

  execute({ party, userId }: ListEligibleReviews): Promise<EligibleReviewItem[]> {
    return this.reviews.eligible(party, userId);
  }
}
