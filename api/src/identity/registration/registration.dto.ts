import {
  type AuthMethod,
  AUTH_API_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type RegisterRequest,
  USER_TYPES,
  type UserType,
} from '@referrals/contracts';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { NotACommonPassword } from '../security/common-passwords.js';
import { PasskeyCounterField, PasskeyPublicKeyField } from './passkey-claim-fields.js';

export class RegisterDto implements RegisterRequest {
  @IsString()
  @IsNotEmpty({ message: 'Full name is required' })
  @MaxLength(200)
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{3,40}$/, {
    message: 'Username may hold 3 to 40 letters, digits, ".", "_" and "-"',
  })
  username?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;

  @ValidateIf((dto: RegisterDto) => (dto.authMethod ?? 'password') === 'password')
  @IsString({ message: AUTH_API_MESSAGES.passwordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_API_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH)
  @NotACommonPassword()
  password?: string;

  @IsOptional()
  @IsIn(USER_TYPES)
  userType?: UserType;

  @IsOptional()
  @IsIn(['password', 'passkey'])
  authMethod?: AuthMethod;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  passkeyCredentialId?: string;

  @PasskeyPublicKeyField() passkeyPublicKey?: string;
  @PasskeyCounterField() passkeyCounter?: number;
}

export class CheckEmailDto {
  @IsString()
  @MaxLength(254)
  email: string;
}

export class CheckUserStatusDto {
  @IsString()
  @MaxLength(254)
  email: string;

  @IsOptional()
  @IsUUID()
  invitationUuid?: string;
}
