import {
  PROSPECT_LIST_MESSAGES,
  type RecommendationAnswerRequest,
  STATUS_NOTES_MAX_LENGTH,
} from '@referrals/contracts';
import { IsIn } from 'class-validator';
import { OptionalText } from '../../platform/http/text-fields.js';

/** PATCH /api/prospects/{id}/status */
export class RecommendationAnswerDto implements RecommendationAnswerRequest {
  @IsIn(['approved', 'rejected'], { message: PROSPECT_LIST_MESSAGES.answerInvalid })
  status: 'approved' | 'rejected';
  @OptionalText(STATUS_NOTES_MAX_LENGTH) notes?: string;
}
