import { AUTH_API_MESSAGES, PASSWORD_MAX_LENGTH, type ReauthenticateRequest } from '@referrals/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class ReauthenticateDto implements ReauthenticateRequest {
  @IsString({ message: AUTH_API_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: AUTH_API_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
