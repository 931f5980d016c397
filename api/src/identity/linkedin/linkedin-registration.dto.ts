import {
  type LinkedInCompleteRequest,
  type LinkedInProfileData,
  NETWORKER_BIO_MAX_LENGTH,
} from '@referrals/contracts';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export class LinkedInProfileDataDto implements LinkedInProfileData {
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(200)
  fullName: string;

  /** Accepted because the page sends back what it showed, but never used: see LinkedInRegistration. */
  @IsString()
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;
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
