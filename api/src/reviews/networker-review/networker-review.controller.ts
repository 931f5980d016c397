import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import type { NetworkerReviewData, ReviewSubmittedAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { NetworkerReviewDto, ReviewDataQueryDto } from './networker-review.dto.js';
import { NetworkerReviewTargets } from './networker-review-targets.js';
import { SubmitNetworkerReview } from './submit-networker-review.js';

/** The networker's review page (/review/{invitationUuid}): what it shows, and the review it sends. */
@Controller('networker')
@SignedIn('networker')
export class NetworkerReviewController {
  constructor(
    @Inject(NetworkerReviewTargets) private readonly targets: NetworkerReviewTargets,
    @Inject(SubmitNetworkerReview) private readonly reviews: SubmitNetworkerReview,
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
    return this.reviews.submit(request.session.userId!, body);
  }
}
