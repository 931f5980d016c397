import { CONTACT_LIMITS, PROSPECT_MESSAGES, type RenameProspectRequest } from '@referrals/contracts';
import { IsString, Matches, MaxLength } from 'class-validator';

const NAME_REQUIRED = { message: PROSPECT_MESSAGES.nameRequired };

/** PUT /api/prospects/{id}/name: required after trimming, as long as any prospect name may be. */
export class RenameProspectDto implements RenameProspectRequest {
  @IsString(NAME_REQUIRED) @Matches(/\S/, NAME_REQUIRED) @MaxLength(CONTACT_LIMITS.name) prospectName: string;
}
