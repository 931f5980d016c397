import { Controller, Delete, Get, HttpCode, Inject, Param, Req } from '@nestjs/common';
import { AUTH_API_MESSAGES, type MessageAnswer, type OwnPasskey } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { RecentAuthentication } from '../sessions/recent-authentication.service.js';
import { PasskeyCredentials } from './passkey-credentials.js';
import { PasskeyRemoval } from './passkey-removal.js';

/** A credential id as browsers write it: base64url, and no longer than WebAuthn allows. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1366}$/;

/** The signed-in user's own passkeys: listed in their profile, and removed one by one. */
@Controller('auth/passkeys')
export class OwnPasskeysController {
  constructor(
    @Inject(PasskeyCredentials) private readonly credentials: PasskeyCredentials,
    @Inject(PasskeyRemoval) private readonly removal: PasskeyRemoval,
    @Inject(RecentAuthentication) private readonly recent: RecentAuthentication,
  ) {}

  @Get()
  @SignedIn()
  list(@Req() request: Request): Promise<OwnPasskey[]> {
    return this.credentials.listOfUser(request.session.userId!);
  }

  /** Needs a recent proof of identity, like adding one. */
  @Delete(':credentialId')
  @SignedIn()
  @HttpCode(200)
  async remove(@Param('credentialId') credentialId: string, @Req() request: Request): Promise<MessageAnswer> {
    this.recent.require(request);
    if (!CREDENTIAL_ID.test(credentialId)) throw new IdentityError(AUTH_API_MESSAGES.passkeyNotFound, 404);
    await this.removal.remove(request.session.userId!, credentialId);
    return { message: AUTH_API_MESSAGES.passkeyRemoved };
  }
}
