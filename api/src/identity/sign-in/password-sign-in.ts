import { setTimeout as pause } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES, normalizeEmail } from '@referrals/contracts';
import { IdentityError } from '../accounts/identity-errors.js';
import { type UserRecord, UserAccounts } from '../persistence/user-accounts.js';
import { AuthRateLimits } from '../security/auth-rate-limits.js';
import { PasswordHasher } from '../security/password-hasher.js';
import { SignInThrottle } from '../security/sign-in-throttle.js';

/** Checks an email and password under the guessing limits; the same answer for every kind of failure. */
@Injectable()
export class PasswordSignIn {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
  ) {}

  async verify(email: string, password: string, ip: string): Promise<UserRecord> {
    const accountKey = normalizeEmail(email);
    await this.limits.signInAttempt(ip);
    const { slowdownMs } = await this.throttle.admit(accountKey, ip);
    if (slowdownMs > 0) await pause(slowdownMs);
    const user = await this.accounts.findByEmail(accountKey);
    const valid = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !valid) {
      await this.throttle.failed(accountKey);
      throw new IdentityError(AUTH_API_MESSAGES.invalidCredentials, 401);
    }
    await this.throttle.succeeded(accountKey, ip);
    return user;
  }
}
