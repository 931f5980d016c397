import {
  type LinkedInCompleteRequest,
  type LinkedInProfileData,
  NETWORKER_BIO_MAX_LENGTH,
} from '@referrals/contracts';
import { PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { NetworkerProfileDto } from '../roles/roles.dto.js';

/** The display fields validated as a networker profile's; the email only as text, since it is not used. */
export class LinkedInProfileDataDto
  extends PickType(NetworkerProfileDto, ['fullName', 'title', 'company'] as const)
  implements LinkedInProfileData
{
  /** Accepted because the page sends back what it showed, but never used: see LinkedInRegistration. */
  @IsString()
  @MaxLength(254)
  email: string;
}

export class LinkedInCompleteDto implements LinkedInCompleteRequest {
  @IsObject()
  @ValidateNested()
  @Type(() => LinkedInProfileDataDto)
  linkedinData: LinkedInProfileDataDto;

  /** The web app returns to this invitation afterwards; accepting it is the invitation's own step. */
  @IsOptional()
  @IsUUID()
  invitationUuid?: string;

  /** Checked after the pending identity, so that a missing one is named first (see LinkedInRegistration). */
  @IsOptional()
  @IsBoolean()
  acceptTerms: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(NETWORKER_BIO_MAX_LENGTH)
  bio?: string;
}
