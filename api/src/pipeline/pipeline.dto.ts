import {
  isProspectStatus,
  PROSPECT_MESSAGES,
  type ProspectStatus,
  type ProspectStatusRequest,
  type ProspectStatusUpdateRequest,
  STATUS_NOTES_MAX_LENGTH,
} from '@referrals/contracts';
import { ValidateBy } from 'class-validator';
import { OptionalText } from '../platform/http/text-fields.js';

const StatusField = () =>
  ValidateBy({
    name: 'prospectStatus',
    validator: { validate: isProspectStatus, defaultMessage: () => PROSPECT_MESSAGES.statusInvalid },
  });

/** PATCH /api/prospect-submissions/{id}/status */
export class ProspectStatusDto implements ProspectStatusRequest {
  @StatusField() status: ProspectStatus;
}

/** POST /api/prospects/{id}/status-updates */
export class ProspectStatusUpdateDto implements ProspectStatusUpdateRequest {
  @StatusField() status: ProspectStatus;
  @OptionalText(STATUS_NOTES_MAX_LENGTH) notes?: string;
}
