import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  type CheckEmailAnswer,
  normalizeEmail,
  type UserAnswer,
  type UserStatusAnswer,
} from '@referrals/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { AccountRegistration } from '../accounts/account-registration.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { AuthRateLimits } from '../security/auth-rate-limits.js';
import { SignedInAnswer } from '../sessions/signed-in-answer.js';
import { NewAccountCredentials } from './new-account-credentials.js';
import { CheckEmailDto, CheckUserStatusDto, RegisterDto } from './registration.dto.js';

@Controller('auth')
export class RegistrationController {
  constructor(
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(NewAccountCredentials) private readonly credentials: NewAccountCredentials,
  ) {}

  /**
   * Creates an account (an operator unless told otherwise) and signs it in. With authMethod
   * 'passkey' the account is secured by the passkey this session verified for the same email.
   */
  @Post('register')
  @Public()
  async register(
    @Body() body: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UserAnswer> {
    await this.limits.emailCheck(request.ip ?? 'unknown');
    const credentials = await this.credentials.of(request, body);
    const userType = body.userType ?? 'operator';
    const { userId } = await this.registration.register({
      name: body.name,
      email: body.email,
      username: body.username ?? null,
      phone: body.phone ?? null,
      userType,
      ...credentials,
    });
    return { user: await this.signedIn.signIn(request, response, userId, userType) };
  }

  @Post('check-email')
  @Public()
  @HttpCode(200)
  async checkEmail(@Body() body: CheckEmailDto, @Req() request: Request): Promise<CheckEmailAnswer> {
    await this.limits.emailCheck(request.ip ?? 'unknown');
    return { exists: (await this.accounts.findByEmail(normalizeEmail(body.email))) !== null };
  }

  @Post('check-user-status')
  @Public()
  @HttpCode(200)
  async checkUserStatus(
    @Body() body: CheckUserStatusDto,
    @Req() request: Request,
  ): Promise<UserStatusAnswer> {
    await this.limits.emailCheck(request.ip ?? 'unknown');
    const user = await this.accounts.findByEmail(normalizeEmail(body.email));
    if (!user) return { exists: false, hasNetworkerProfile: false };
    return { exists: true, hasNetworkerProfile: (await this.accounts.networkerProfileOf(user.id)) !== null };
  }
}
