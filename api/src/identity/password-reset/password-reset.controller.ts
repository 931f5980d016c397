import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { AUTH_API_MESSAGES, type MessageAnswer, type ResetLinkCheckAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { JobQueue } from '../../platform/jobs/job-queue.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { AuthRateLimits } from '../security/auth-rate-limits.js';
import { SignInThrottle } from '../security/sign-in-throttle.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { SessionManager } from '../sessions/session-manager.js';
import { PasskeyCredentials } from '../passkeys/passkey-credentials.js';
import { ForgotPasswordDto, ResetLinkCheckDto, ResetPasswordDto } from './password-reset.dto.js';
import { ResetLinks } from './reset-links.js';
import { hashResetToken } from './reset-tokens.js';

@Controller('auth')
export class PasswordResetController {
  constructor(
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(PasskeyCredentials) private readonly passkeys: PasskeyCredentials,
    @Inject(ResetLinks) private readonly resetLinks: ResetLinks,
  ) {}

  /** Always the same answer, after the same work: the worker decides whether an email goes out. */
  @Post('forgot-password')
  @Public()
  @HttpCode(200)
  async forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: Request): Promise<MessageAnswer> {
    await this.limits.emailCheck(request.ip ?? 'unknown');
    await this.jobs.add('identity.password-reset', { email: body.email });
    return { message: AUTH_API_MESSAGES.resetLinkSent };
  }

  /**
   * Whether a reset link still works, and how many passkeys its account has: the form offers to remove
   * them (a passkey someone planted with a stolen session outlives the password otherwise).
   */
  @Post('reset-password/check')
  @Public()
  @HttpCode(200)
  async checkResetLink(@Body() body: ResetLinkCheckDto): Promise<ResetLinkCheckAnswer> {
    const passkeys = await this.resetLinks.passkeysOfAccount(body.token);
    if (passkeys === null) throw new IdentityError(AUTH_API_MESSAGES.resetLinkInvalid, 400);
    return { passkeys };
  }

  /**
   * Uses the link once, sets the password, and ends every session of the account; with
   * `removePasskeys`, removes every passkey of the account in the same transaction.
   */
  @Post('reset-password')
  @Public()
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<MessageAnswer> {
    const passwordHash = await this.hasher.hash(body.password);
    const userId = await this.accounts.transaction(async (manager) => {
      // Wrapped in a SELECT: TypeORM answers [rows, count] for a bare UPDATE.
      const used = await manager.query<{ user_id: string }[]>(
        `WITH used AS (
           UPDATE password_reset_tokens SET used_at = now()
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id
         ) SELECT user_id FROM used`,
        [hashResetToken(body.token)],
      );
      const owner = used[0]?.user_id;
      if (!owner) return null;
      await this.accounts.setPasswordHash(manager, owner, passwordHash);
      if (body.removePasskeys === true) await this.passkeys.removeAllOfUser(manager, owner);
      // Any other link sent before this reset is void too.
      await manager.query(
        'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [owner],
      );
      return owner;
    });
    if (!userId) throw new IdentityError(AUTH_API_MESSAGES.resetLinkInvalid, 400);
    await this.sessions.endAllSessions(userId);
    // The owner proved themselves by email: nobody's failed guesses hold the new password back.
    const account = await this.accounts.findById(userId);
    if (account) await this.throttle.forgetAccount(account.email);
    return { message: AUTH_API_MESSAGES.passwordResetDone };
  }
}
