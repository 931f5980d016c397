import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  normalizeEmail,
  PASSKEY_SETTINGS,
  type PasskeyAuthenticationOptions,
} from '@referrals/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { type UserRecord, UserAccounts } from '../persistence/user-accounts.js';
import { AuthRateLimits } from '../security/auth-rate-limits.js';
import { SignInThrottle } from '../security/sign-in-throttle.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { PasskeyCredentials, type StoredPasskeyCredential } from './passkey-credentials.js';
import type { AuthenticationChallenge } from './passkey-session.js';
import { ceremonyRelyingParty } from './ceremony-relying-party.js';
import { RELYING_PARTY, type RelyingParty } from './relying-party.js';
import { signCountAcceptable } from './sign-count.js';

/**
 * Signing in with a passkey of the account the email names, under the per-address attempt limit. Failed
 * passwords never hold it back (a signature cannot be guessed), and a success proves the owner: the
 * account's password failures are forgotten.
 */
@Injectable()
export class PasskeyAuthentication {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasskeyCredentials) private readonly credentials: PasskeyCredentials,
    @Inject(PasskeyChallenges) private readonly challenges: PasskeyChallenges,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(RELYING_PARTY) private readonly relyingParty: RelyingParty,
  ) {}

  /** Unknown emails and accounts without passkeys get the same answer. */
  async options(request: Request, emailText: string): Promise<PasskeyAuthenticationOptions> {
    const relyingParty = ceremonyRelyingParty(this.relyingParty, request);
    await this.limits.emailCheck(request.ip ?? 'unknown');
    const email = normalizeEmail(emailText);
    const user = await this.accounts.findByEmail(email);
    const registered = user ? await this.credentials.ofUser(user.id) : [];
    if (registered.length === 0) throw new IdentityError(AUTH_API_MESSAGES.passkeyNotRegistered, 404);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty.id,
      allowCredentials: registered.map((credential) => ({
        id: credential.credentialId,
        transports: credential.transports,
      })),
      userVerification: PASSKEY_SETTINGS.userVerification,
      timeout: PASSKEY_SETTINGS.timeoutMs,
    });
    this.challenges.issue(request, { action: 'authenticate', challenge: options.challenge, email });
    return options;
  }

  /** The user the assertion proves, after its counter and last use are recorded. */
  async verify(
    request: Request,
    challenge: AuthenticationChallenge,
    response: AuthenticationResponseJSON,
  ): Promise<UserRecord> {
    const relyingParty = ceremonyRelyingParty(this.relyingParty, request);
    await this.limits.signInAttempt(request.ip ?? 'unknown');
    const user = await this.accounts.findByEmail(challenge.email);
    const stored = await this.credentials.find(response.id);
    if (
      !user ||
      !stored ||
      stored.userId !== user.id ||
      !(await this.accepted(relyingParty, challenge, response, stored))
    ) {
      throw new IdentityError(AUTH_API_MESSAGES.passkeyVerificationFailed, 401);
    }
    await this.throttle.forgetAccount(challenge.email);
    return user;
  }

  /** Checks the signature and the counter, then records the use (see recordUse for concurrent sign-ins). */
  private async accepted(
    relyingParty: RelyingParty,
    challenge: AuthenticationChallenge,
    response: AuthenticationResponseJSON,
    stored: StoredPasskeyCredential,
  ): Promise<boolean> {
    const newCounter = await this.verifiedCounter(relyingParty, challenge, response, stored);
    return (
      newCounter !== null &&
      signCountAcceptable(stored.counter, newCounter) &&
      (await this.credentials.recordUse(stored.credentialId, stored.counter, newCounter))
    );
  }

  /** The authenticator's new counter when the assertion is valid; null otherwise. */
  private async verifiedCounter(
    relyingParty: RelyingParty,
    challenge: AuthenticationChallenge,
    response: AuthenticationResponseJSON,
    stored: StoredPasskeyCredential,
  ): Promise<number | null> {
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
        credential: {
          id: stored.credentialId,
          publicKey: stored.publicKey,
          counter: stored.counter,
          transports: stored.transports,
        },
      });
      return verified ? authenticationInfo.newCounter : null;
    } catch (error) {
      this.logger.info({ err: error }, 'passkey sign-in refused');
      return null;
    }
  }
}
