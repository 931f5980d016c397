import {
  REVIEW_MESSAGES,
  REVIEW_PARTIES,
  type ReviewParty,
  type SubmitReviewRequest,
} from '@referrals/contracts';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { RatingField, ReviewTextField } from './review-fields.js';

/** POST /api/reviews. Who reviews, and so in which role, is the session's, never the body's. */
export class SubmitReviewDto implements SubmitReviewRequest {
  @IsUUID('all', { message: REVIEW_MESSAGES.submissionIdInvalid })
  submissionId: string;

  @RatingField('review')
  rating: number;

  @ReviewTextField('comment')
  comment?: string | null;

  @IsOptional()
  @IsIn(REVIEW_PARTIES, { message: REVIEW_MESSAGES.revieweeTypeInvalid })
  revieweeType?: ReviewParty;
}
