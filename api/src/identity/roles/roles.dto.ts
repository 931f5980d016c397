import {
  type GrantRoleRequest,
  NETWORKER_BIO_MAX_LENGTH,
  type NetworkerProfileRequest,
  type SwitchRoleRequest,
  USER_ROLES,
  type UserRole,
} from '@referrals/contracts';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { OptionalWebUrl } from '../../platform/http/text-fields.js';

export class GrantRoleDto implements GrantRoleRequest {
  @IsUUID()
  userId: string;

  @IsIn(USER_ROLES)
  role: UserRole;
}

export class SwitchRoleDto implements SwitchRoleRequest {
  @IsIn(USER_ROLES)
  role: UserRole;
}

export class NetworkerProfileDto implements NetworkerProfileRequest {
  @IsOptional()
  @IsUUID()
  userId?: string;

  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(200)
  fullName: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;

  @OptionalWebUrl(500, 'Please enter a valid LinkedIn profile URL')
  linkedinUrl?: string;

  @IsOptional()
  @IsString()
  @MaxLength(NETWORKER_BIO_MAX_LENGTH)
  bio?: string;
}
