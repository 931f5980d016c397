import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type NetworkerReviewData, reviewComment, type ReviewSubmittedAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { SubmitNetworkerReview } from '../commands/submit-networker-review.command.js';
import { NetworkerReviewDto, ReviewDataQueryDto } from './networker-review.dto.js';
import { NetworkerReviewTargets } from './networker-review-targets.js';

/** The networker's review page (/review/{invitationUuid}): what it shows, and the review it sends. */
@Controller('networker')
@SignedIn('networker')
export class NetworkerReviewController {
  constructor(
    @Inject(NetworkerReviewTargets) private readonly targets: NetworkerReviewTargets,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('review-data/:uuid')
  reviewData(
    @Param('uuid', ParseUUIDPipe) invitationUuid: string,
    @Query() query: ReviewDataQueryDto,
    @Req() request: Request,
  ): Promise<NetworkerReviewData> {
    return this.targets.pageData(request.session.userId!, invitationUuid, query.prospectId ?? null);
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
