import { AUTH_UI_MESSAGES, type LoginRequest, PASSWORD_MAX_LENGTH } from '@referrals/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto implements LoginRequest {
  /** Holds the email (the spec's field name). */
  @IsString({ message: AUTH_UI_MESSAGES.enterEmailAndPassword })
  @IsNotEmpty({ message: AUTH_UI_MESSAGES.enterEmailAndPassword })
  @MaxLength(254)
  username: string;

  @IsString({ message: AUTH_UI_MESSAGES.enterEmailAndPassword })
  @IsNotEmpty({ message: AUTH_UI_MESSAGES.enterEmailAndPassword })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
