import {
  BOUNTY_KINDS,
  type BountyKind,
  DEAL_VALUE_MAX,
  DISPUTE_LINK_MAX_LENGTH,
  DISPUTE_LIST_FILTERS,
  DISPUTE_MAX_LINKS,
  DISPUTE_MESSAGES as M,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX_LENGTH,
  type DisputeListFilter,
  type DisputeOutcome,
  type DisputeReason,
  type DisputeResolutionRequest,
  type DisputeResponseRequest,
  type OpenDisputeRequest,
} from '@referrals/contracts';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { WebUrl } from '../platform/http/text-fields.js';

/** Links to evidence: a few http(s) addresses (rules bottom-up, as class-validator runs them). */
class EvidenceLinks {
  @WebUrl(M.linksInvalid, { each: true })
  @MaxLength(DISPUTE_LINK_MAX_LENGTH, { each: true, message: M.linksInvalid })
  @IsString({ each: true, message: M.linksInvalid })
  @ArrayMaxSize(DISPUTE_MAX_LINKS, { message: M.linksInvalid })
  @IsArray({ message: M.linksInvalid })
  @IsOptional()
  links?: string[];
}

/** POST /api/prospects/{id}/disputes. */
export class OpenDisputeDto extends EvidenceLinks implements OpenDisputeRequest {
  @IsIn(BOUNTY_KINDS, { message: M.kindInvalid })
  kind: BountyKind;

  @IsIn(DISPUTE_REASONS, { message: M.reasonInvalid })
  reason: DisputeReason;

  @MaxLength(DISPUTE_TEXT_MAX_LENGTH, { message: M.textTooLong })
  @Matches(/\S/, { message: M.evidenceRequired })
  @IsString({ message: M.evidenceRequired })
  evidence: string;
}

/** POST /api/prospects/{id}/disputes/{disputeId}/response. */
export class DisputeResponseDto extends EvidenceLinks implements DisputeResponseRequest {
  @MaxLength(DISPUTE_TEXT_MAX_LENGTH, { message: M.textTooLong })
  @Matches(/\S/, { message: M.responseRequired })
  @IsString({ message: M.responseRequired })
  response: string;
}

/** POST /api/prospects/{id}/disputes/{disputeId}/resolution; the amount rule across fields is the controller's. */
export class DisputeResolutionDto implements DisputeResolutionRequest {
  @IsIn(DISPUTE_OUTCOMES, { message: M.outcomeInvalid })
  outcome: DisputeOutcome;

  @MaxLength(DISPUTE_TEXT_MAX_LENGTH, { message: M.textTooLong })
  @Matches(/\S/, { message: M.noteRequired })
  @IsString({ message: M.noteRequired })
  note: string;

  @Max(DEAL_VALUE_MAX, { message: M.amountRequired })
  @Min(0.01, { message: M.amountRequired })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: M.amountRequired })
  @IsOptional()
  correctedAmount?: number;
}

/** GET /api/disputes?status=. */
export class DisputeListQueryDto {
  @IsIn(DISPUTE_LIST_FILTERS, { message: M.filterInvalid })
  @IsOptional()
  status?: DisputeListFilter;
}
