import { type NetworkerReviewRequest, REVIEW_MESSAGES } from '@referrals/contracts';
import { IsOptional, IsUUID } from 'class-validator';
import { RatingField, ReviewTextField } from '../submit-review/review-fields.js';

const PROSPECT_ID = { message: REVIEW_MESSAGES.prospectIdInvalid };

/** POST /api/networker/submit-review: the review page's stars and text. */
export class NetworkerReviewDto implements NetworkerReviewRequest {
  @RatingField('networker_review')
  rating: number;

  @ReviewTextField('reviewText')
  reviewText: string;

  @IsUUID('all', { message: REVIEW_MESSAGES.invitationUuidInvalid })
  invitationUuid: string;

  @IsOptional()
  @IsUUID('all', PROSPECT_ID)
  prospectId?: string;
}

/** GET /api/networker/review-data/{uuid}?prospectId= */
export class ReviewDataQueryDto {
  @IsOptional()
  @IsUUID('all', PROSPECT_ID)
  prospectId?: string;
}
