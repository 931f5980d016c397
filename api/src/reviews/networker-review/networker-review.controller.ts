import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type NetworkerReviewData, reviewComment, type ReviewSubmittedAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { SubmitNetworkerReview } from '../commands/submit-networker-review.command.js';
import { GetNetworkerReviewPage } from '../queries/get-networker-review-page.query.js';
import { NetworkerReviewDto, ReviewDataQueryDto } from './networker-review.dto.js';

/** The networker's review page (/review/{invitationUuid}): what it shows, and the review it sends. */
@Controller('networker')
@SignedIn('networker')
export class NetworkerReviewController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('review-data/:uuid')
  reviewData(
    @Param('uuid', ParseUUIDPipe) invitationUuid: string,
    @Query() query: ReviewDataQueryDto,
    @Req() request: Request,
  ): Promise<NetworkerReviewData> {
    return this.queries.execute(
      new GetNetworkerReviewPage(request.session.userId!, invitationUuid, query.prospectId ?? null),
    );
  }

  @Post('submit-review')
  submit(@Body() body: NetworkerReviewDto, @Req() request: Request): Promise<ReviewSubmittedAnswer> {
    return this.commands.execute(
      new SubmitNetworkerReview(request.session.userId!, body.invitationUuid, body.prospectId ?? null, {
        rating: body.rating,
        comment: reviewComment(body.reviewText),
      }),
    );
  }
}
