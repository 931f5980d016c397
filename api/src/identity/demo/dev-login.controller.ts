import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CSRF_HEADER, type UserAnswer } from '@referrals/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { SessionManager } from '../sessions/session-manager.js';
import { DEMO_OPERATOR } from './demo-operator.js';

/** Signs in as the demo operator in one click. Registered only outside production (see IdentityModule). */
@Controller('auth')
export class DevLoginController {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionManager) private readonly sessions: SessionManager,
  ) {}

  @Post('dev-login')
  @Public()
  @HttpCode(200)
  async devLogin(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    const demo = await this.accounts.findByEmail(DEMO_OPERATOR.email);
    if (!demo)
      throw new IdentityError('Dev login failed: the demo operator is not seeded (SEED_DEMO_OPERATOR).', 404);
    response.setHeader(CSRF_HEADER, await this.sessions.signIn(request, demo.id, 'operator'));
    return { user: (await this.accounts.authUser(demo.id, 'operator'))! };
  }
}
