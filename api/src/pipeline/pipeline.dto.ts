import {
  CORRECTION_REASON_MAX_LENGTH,
  isProspectStatus,
  PROSPECT_MESSAGES,
  type ProspectStatus,
  type ProspectStatusCorrectionRequest,
  type ProspectStatusRequest,
  type ProspectStatusUpdateRequest,
  REJECTION_REASON_MAX_LENGTH,
  STATUS_CORRECTION_MESSAGES,
  STATUS_NOTES_MAX_LENGTH,
} from '@referrals/contracts';
import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { OptionalText, Trimmed } from '../platform/http/text-fields.js';

/** An optional reason, trimmed, of at most `maxLength` characters (the message says so when longer). */
const ReasonField = (maxLength: number, tooLong: string): PropertyDecorator =>
  applyDecorators(MaxLength(maxLength, { message: tooLong }), IsString(), IsOptional(), Trimmed());

const RejectionReason = () =>
  ReasonField(REJECTION_REASON_MAX_LENGTH, STATUS_CORRECTION_MESSAGES.rejectionReasonTooLong);

const StatusField = () =>
  ValidateBy({
    name: 'prospectStatus',
    validator: { validate: isProspectStatus, defaultMessage: () => PROSPECT_MESSAGES.statusInvalid },
  });

/** PATCH /api/prospect-submissions/{id}/status */
export class ProspectStatusDto implements ProspectStatusRequest {
  @StatusField() status: ProspectStatus;
  @RejectionReason() reason?: string;
}

/** POST /api/prospects/{id}/status-updates */
export class ProspectStatusUpdateDto implements ProspectStatusUpdateRequest {
  @StatusField() status: ProspectStatus;
  @OptionalText(STATUS_NOTES_MAX_LENGTH) notes?: string;
  @RejectionReason() reason?: string;
}

/** POST /api/prospects/{id}/status-corrections */
export class ProspectStatusCorrectionDto implements ProspectStatusCorrectionRequest {
  @ValidateBy({
    name: 'correctedStatus',
    validator: { validate: isProspectStatus, defaultMessage: () => STATUS_CORRECTION_MESSAGES.fromInvalid },
  })
  from: ProspectStatus;
  @ReasonField(CORRECTION_REASON_MAX_LENGTH, STATUS_CORRECTION_MESSAGES.correctionReasonTooLong)
  reason?: string;
}
