import {
  AUTH_API_MESSAGES,
  AUTH_UI_MESSAGES,
  type ForgotPasswordRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ResetPasswordRequest,
} from '@referrals/contracts';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

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
  password: string;
}
