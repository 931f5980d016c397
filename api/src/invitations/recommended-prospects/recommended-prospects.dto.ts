import {
  type AddProspectRequest,
  INVITATION_PROSPECT_MAX_PAGE_SIZE,
  INVITATION_PROSPECT_PAGE_SIZE,
  PROSPECT_MESSAGES,
  type ProspectFields,
  RECOMMENDED_SOURCE,
  webUrlInvalidMessage,
} from '@referrals/contracts';
import { Equals, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { OptionalEmail, OptionalText, OptionalWebUrl } from '../../platform/http/text-fields.js';
import { decodeTimeIdCursor, TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { PageCursor, PageLimit } from '../../platform/paging/page-query.js';

const NAME_REQUIRED = { message: PROSPECT_MESSAGES.nameRequired };

/** The optional details of a prospect. */
class ProspectDetailsDto implements ProspectFields {
  @OptionalText(200) prospectTitle?: string;
  @OptionalText(200) prospectCompany?: string;
  @OptionalWebUrl(500, webUrlInvalidMessage('LinkedIn URL')) prospectLinkedinUrl?: string;
  @OptionalEmail()
  prospectEmail?: string;
  @OptionalText(40) prospectPhone?: string;
  @OptionalText(2000) operatorMessage?: string;
  @OptionalText(2000) networkerNotes?: string;
  @OptionalWebUrl(1000, 'Please enter a valid image URL') profileImageUrl?: string;
}

/** PATCH /api/prospects/{id}: the fields to change; a name, when sent, must not be blank. */
export class EditProspectDto extends ProspectDetailsDto {
  @IsOptional() @IsString(NAME_REQUIRED) @Matches(/\S/, NAME_REQUIRED) @MaxLength(200) prospectName?: string;
}

/** POST /api/prospects: a recommendation under one of the operator's invitations. */
export class AddProspectDto extends ProspectDetailsDto implements AddProspectRequest {
  @IsUUID('all', { message: 'invitationId must be an invitation id.' }) invitationId: string;
  @IsString(NAME_REQUIRED) @Matches(/\S/, NAME_REQUIRED) @MaxLength(200) prospectName: string;
  @IsOptional()
  @Equals(RECOMMENDED_SOURCE, { message: PROSPECT_MESSAGES.onlyRecommended })
  sourceType?: typeof RECOMMENDED_SOURCE;
}

/** GET /api/prospects/invitation/{invitationId}/page?cursor=&limit= */
export class InvitationProspectPageQueryDto {
  @PageCursor(TimeIdPosition, decodeTimeIdCursor)
  cursor?: TimeIdPosition;

  @PageLimit(INVITATION_PROSPECT_MAX_PAGE_SIZE)
  limit: number = INVITATION_PROSPECT_PAGE_SIZE;
}
