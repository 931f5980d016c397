import { Inject, Injectable } from '@nestjs/common';
import { type AuthUser, CSRF_HEADER, type UserRole } from '@referrals/contracts';
import type { Request, Response } from 'express';
import { UserAccounts } from '../persistence/user-accounts.js';
import { SessionManager } from './session-manager.js';

/**
 * The end of every sign-in (password, passkey, registration, demo): a fresh session, its new
 * CSRF token in the response header, and the user as /api/auth/me shows it.
 */
@Injectable()
export class SignedInAnswer {
  constructor(
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
  ) {}

  /** Without a role, the user acts in their default one (see UserAccounts.signInRole). */
  async signIn(
    request: Request,
    response: Response,
    userId: string,
    givenRole?: UserRole,
  ): Promise<AuthUser> {
    const role = givenRole ?? (await this.accounts.signInRole(userId));
    if (!role) throw new Error(`user ${userId} vanished while signing in`);
    response.setHeader(CSRF_HEADER, await this.sessions.signIn(request, userId, role));
    const user = await this.accounts.authUser(userId, role);
    if (!user) throw new Error(`user ${userId} vanished while signing in`);
    return user;
  }
}
