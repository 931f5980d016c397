import {
  AUTH_API_MESSAGES,
  AUTH_UI_MESSAGES,
  type ForgotPasswordRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ResetLinkCheckRequest,
  type ResetPasswordRequest,
} from '@referrals/contracts';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NotACommonPassword } from '../security/common-passwords.js';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsEmail({}, { message: AUTH_UI_MESSAGES.enterEmailToReset })
  @MaxLength(254)
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @IsString()
  @IsNotEmpty({ message: AUTH_UI_MESSAGES.invalidResetLinkText })
  @MaxLength(200)
  token: string;

  @IsString({ message: AUTH_API_MESSAGES.passwordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_API_MESSAGES.passwordTooShort })
  @MaxLength(PASSWORD_MAX_LENGTH)
  @NotACommonPassword()
  password: string;

  @IsOptional()
  @IsBoolean({ message: 'removePasskeys must be true or false' })
  removePasskeys?: boolean;
}

export class ResetLinkCheckDto implements ResetLinkCheckRequest {
  @IsString()
  @IsNotEmpty({ message: AUTH_UI_MESSAGES.invalidResetLinkText })
  @MaxLength(200)
  token: string;
}
