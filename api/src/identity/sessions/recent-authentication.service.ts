import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { recentlyAuthenticated, recentUntil } from './recent-authentication.js';
import { SessionManager } from './session-manager.js';

/**
 * Changes to how an account signs in (adding or removing a passkey) need the user to have proved who
 * they are within the last few minutes, so that a stolen session cookie alone cannot plant a passkey.
 */
@Injectable()
export class RecentAuthentication {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SessionManager) private readonly sessions: SessionManager,
  ) {}

  /** Refuses with 403 and the message the web answers by asking for the password (or a passkey) again. */
  require(request: Request): void {
    if (!recentlyAuthenticated(request.session.authenticatedAt, this.clock.now())) {
      throw new IdentityError(AUTH_API_MESSAGES.reauthenticationRequired, 403);
    }
  }

  /** Records that the user proved who they are just now; answers until when that counts. */
  async record(request: Request): Promise<Date> {
    const now = this.clock.now().getTime();
    request.session.authenticatedAt = now;
    await this.sessions.save(request);
    return recentUntil(now);
  }
}
