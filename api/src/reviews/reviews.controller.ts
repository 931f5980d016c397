import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type EligibleReviewItem,
  reviewComment,
  type Reviewer,
  type ReviewAverageAnswer,
  type ReviewListItem,
  type ReviewStatusAnswer,
  type ReviewSubmittedAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { actingParty } from '../platform/http/acting-party.js';
import { SubmitReview } from './commands/submit-review.command.js';
import { GetReviewAverage } from './queries/get-review-average.query.js';
import { GetReviewStatus } from './queries/get-review-status.query.js';
import { ListEligibleReviews } from './queries/list-eligible-reviews.query.js';
import { ListGivenReviews } from './queries/list-given-reviews.query.js';
import { ListReceivedReviews } from './queries/list-received-reviews.query.js';
import { SubmitReviewDto } from './submit-review/submit-review.dto.js';

const reviewerOf = (request: Request): Reviewer => ({
  userId: request.session.userId!,
  type: actingParty(request),
});

/** Reviews between the two parties of a prospect, always in the caller's active role. */
@Controller('reviews')
@SignedIn('operator', 'networker')
export class ReviewsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Post()
  submit(@Body() body: SubmitReviewDto, @Req() request: Request): Promise<ReviewSubmittedAnswer> {
    const content = { rating: body.rating, comment: reviewComment(body.comment) };
    return this.commands.execute(
      new SubmitReview(reviewerOf(request), body.submissionId, content, body.revieweeType ?? null),
    );
  }

  @Get('received')
  received(@Req() request: Request): Promise<ReviewListItem[]> {
    return this.queries.execute(new ListReceivedReviews(actingParty(request), request.session.userId!));
  }

  @Get('given')
  given(@Req() request: Request): Promise<ReviewListItem[]> {
    return this.queries.execute(new ListGivenReviews(actingParty(request), request.session.userId!));
  }

  @Get('average')
  average(@Req() request: Request): Promise<ReviewAverageAnswer> {
    return this.queries.execute(new GetReviewAverage(actingParty(request), request.session.userId!));
  }

  @Get('eligible')
  eligible(@Req() request: Request): Promise<EligibleReviewItem[]> {
    return this.queries.execute(new ListEligibleReviews(actingParty(request), request.session.userId!));
  }

  @Get('submission/:id/status')
  status(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<ReviewStatusAnswer> {
    return this.queries.execute(new GetReviewStatus(actingParty(request), request.session.userId!, id));
  }
}
