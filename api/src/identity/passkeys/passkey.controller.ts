import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  normalizeEmail,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type PasskeyVerifyAnswer,
} from '@referrals/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../platform/http/access.decorators.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { SignedInAnswer } from '../sessions/signed-in-answer.js';
import { PasskeyAuthentication } from './passkey-authentication.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { PasskeyRegistration } from './passkey-registration.js';
import { PasskeyChallengeDto, PasskeyVerifyDto } from './passkey.dto.js';

@Controller('auth/passkey')
export class PasskeyController {
  constructor(
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
    @Inject(PasskeyRegistration) private readonly registration: PasskeyRegistration,
    @Inject(PasskeyAuthentication) private readonly authentication: PasskeyAuthentication,
    @Inject(PasskeyChallenges) private readonly challenges: PasskeyChallenges,
  ) {}

  /**
   * Options for the browser's WebAuthn call. `register`: a visitor's new account, or a passkey
   * for the signed-in user's own account. `authenticate`: sign-in to the account of the email.
   */
  @Post('challenge')
  @Public()
  @HttpCode(200)
  challenge(
    @Body() body: PasskeyChallengeDto,
    @Req() request: Request,
  ): Promise<PasskeyRegistrationOptions | PasskeyAuthenticationOptions> {
    return body.action === 'register'
      ? this.registration.options(request, body.email, body.name)
      : this.authentication.options(request, body.email);
  }

  /** Checks the browser's answer to this session's challenge; each challenge allows one attempt. */
  @Post('verify')
  @Public()
  @HttpCode(200)
  async verify(
    @Body() body: PasskeyVerifyDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PasskeyVerifyAnswer> {
    const challenge = await this.challenges.take(request);
    if (!challenge || challenge.email !== normalizeEmail(body.email)) {
      throw new IdentityError(AUTH_API_MESSAGES.passkeyNoChallenge, 400);
    }
    if (challenge.action === 'register') {
      const registration = body.asRegistration();
      if (!registration) throw new IdentityError(AUTH_API_MESSAGES.passkeyRegistrationFailed, 400);
      return this.registration.verify(request, challenge, registration);
    }
    const assertion = body.asAuthentication();
    if (!assertion) throw new IdentityError(AUTH_API_MESSAGES.passkeyVerificationFailed, 400);
    const user = await this.authentication.verify(request, challenge, assertion);
    const signedIn = await this.signedIn.signIn(request, response, user.id);
    return { verified: true, credentialId: assertion.id, user: signedIn };
  }
}
