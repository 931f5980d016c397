import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { AUTH_API_MESSAGES, type ReauthenticateAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { RecentAuthentication } from '../sessions/recent-authentication.service.js';
import { PasswordSignIn } from '../sign-in/password-sign-in.js';
import { ReauthenticateDto } from './reauthenticate.dto.js';

/**
 * The signed-in user proves who they are again with their password, under the sign-in guessing limits,
 * before changing how the account signs in. Accounts without a password prove it with a passkey
 * sign-in (POST /api/auth/passkey/challenge with `authenticate`) or a fresh LinkedIn sign-in instead:
 * every sign-in counts as a proof.
 */
@Controller('auth')
export class ReauthenticateController {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasswordSignIn) private readonly passwordSignIn: PasswordSignIn,
    @Inject(RecentAuthentication) private readonly recent: RecentAuthentication,
  ) {}

  @Post('reauthenticate')
  @SignedIn()
  @HttpCode(200)
  async reauthenticate(
    @Body() body: ReauthenticateDto,
    @Req() request: Request,
  ): Promise<ReauthenticateAnswer> {
    const user = await this.accounts.findById(request.session.userId!);
    if (!user) throw new IdentityError('Please log in', 401);
    if (user.passwordHash === null) {
      throw new IdentityError(AUTH_API_MESSAGES.reauthenticationNeedsPassword, 400);
    }
    try {
      await this.passwordSignIn.verify(user.email, body.password, request.ip ?? 'unknown');
    } catch (error) {
      // A wrong password leaves the user signed in: 403, not the 401 that means "no session".
      if (error instanceof IdentityError && error.httpStatus === 401) {
        throw new IdentityError(AUTH_API_MESSAGES.reauthenticationFailed, 403);
      }
      throw error;
    }
    return { confirmedUntil: (await this.recent.record(request)).toISOString() };
  }
}
