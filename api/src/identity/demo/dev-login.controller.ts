import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { type UserAnswer } from '@referrals/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { SignedInAnswer } from '../sessions/signed-in-answer.js';
import { DEMO_OPERATOR } from '../accounts/demo-accounts.js';

/** Signs in as the demo operator in one click. Registered only outside production (see IdentityModule). */
@Controller('auth')
export class DevLoginController {
  constructor(
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
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
    return { user: await this.signedIn.signIn(request, response, demo.id, 'operator') };
  }
}
