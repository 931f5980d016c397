import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import type {
  EligibleReviewItem,
  Reviewer,
  ReviewAverageAnswer,
  ReviewListItem,
  ReviewStatusAnswer,
  ReviewSubmittedAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { actingParty } from '../platform/http/acting-party.js';
import { ReviewLists } from './review-lists/review-lists.js';
import { SubmitReviewDto } from './submit-review/submit-review.dto.js';
import { SubmitReview } from './submit-review/submit-review.js';

const reviewerOf = (request: Request): Reviewer => ({
  userId: request.session.userId!,
  type: actingParty(request),
});

/** Reviews between the two parties of a prospect, always in the caller's active role. */
@Controller('reviews')
@SignedIn('operator', 'networker')
export class ReviewsController {
  constructor(
    @Inject(SubmitReview) private readonly reviews: SubmitReview,
    @Inject(ReviewLists) private readonly lists: ReviewLists,
  ) {}

  @Post()
  submit(@Body() body: SubmitReviewDto, @Req() request: Request): Promise<ReviewSubmittedAnswer> {
    return this.reviews.submitRequest(reviewerOf(request), body);
  }

  @Get('received')
  received(@Req() request: Request): Promise<ReviewListItem[]> {
    return this.lists.received(actingParty(request), request.session.userId!);
  }

  @Get('given')
  given(@Req() request: Request): Promise<ReviewListItem[]> {
    return this.lists.given(actingParty(request), request.session.userId!);
  }

  @Get('average')
  average(@Req() request: Request): Promise<ReviewAverageAnswer> {
    return this.lists.average(actingParty(request), request.session.userId!);
  }

  @Get('eligible')
  eligible(@Req() request: Request): Promise<EligibleReviewItem[]> {
    return this.lists.eligible(actingParty(request), request.session.userId!);
  }

  @Get('submission/:id/status')
  status(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<ReviewStatusAnswer> {
    return this.lists.status(actingParty(request), request.session.userId!, id);
  }
}
