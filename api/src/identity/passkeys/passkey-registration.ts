import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  normalizeEmail,
  PASSKEY_SETTINGS,
  type PasskeyRegistrationOptions,
  type PasskeyVerifyAnswer,
} from '@referrals/contracts';
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import type { NewAccount } from '../accounts/account-registration.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { AuthRateLimits } from '../security/auth-rate-limits.js';
import { RecentAuthentication } from '../sessions/recent-authentication.service.js';
import { passkeyDeviceName, reportedAaguid } from './device-name.js';
import { OwnPasskeyAddition } from './own-passkey-addition.js';
import { PasskeyChallenges } from './passkey-challenges.js';
import { type PasskeyCredential, PasskeyCredentials } from './passkey-credentials.js';
import {
  type ClaimedPasskey,
  expiresAfter,
  pendingPasskeyFor,
  PENDING_PASSKEY_TTL_MS,
  type RegistrationChallenge,
} from './passkey-session.js';
import { ceremonyRelyingParty } from './ceremony-relying-party.js';
import { RELYING_PARTY, type RelyingParty } from './relying-party.js';

/** The parts of a new account a verified pending passkey provides. */
export type PasskeyAccountCredentials = Pick<
  NewAccount,
  'userId' | 'passwordHash' | 'signUpMethod' | 'linkCredentials'
>;

/**
 * Creating passkeys: for a visitor's new account (kept pending in the session until the
 * registration form creates the account) or for the signed-in user's own account.
 */
@Injectable()
export class PasskeyRegistration {
  constructor(
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(PasskeyCredentials) private readonly credentials: PasskeyCredentials,
    @Inject(PasskeyChallenges) private readonly challenges: PasskeyChallenges,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(RELYING_PARTY) private readonly relyingParty: RelyingParty,
    @Inject(RecentAuthentication) private readonly recent: RecentAuthentication,
    @Inject(OwnPasskeyAddition) private readonly ownAddition: OwnPasskeyAddition,
  ) {}

  async options(
    request: Request,
    email: string,
    name: string | undefined,
  ): Promise<PasskeyRegistrationOptions> {
    const signedInUserId = request.session.userId;
    return signedInUserId
      ? this.optionsForSignedInUser(request, signedInUserId, normalizeEmail(email))
      : this.optionsForNewAccount(request, normalizeEmail(email), name);
  }

  /** Verifies the new credential; stores it for the signed-in user, or keeps it pending for a new account. */
  async verify(
    request: Request,
    challenge: RegistrationChallenge,
    response: RegistrationResponseJSON,
  ): Promise<PasskeyVerifyAnswer> {
    const relyingParty = ceremonyRelyingParty(this.relyingParty, request);
    const credential = await this.verifiedCredential(relyingParty, challenge, response, request);
    if (challenge.account === 'signed-in') {
      if (request.session.userId !== challenge.userId) {
        throw new IdentityError(AUTH_API_MESSAGES.passkeyNoChallenge, 400);
      }
      const user = await this.ownAddition.add(challenge.userId, request.session.activeRole, credential);
      return { verified: true, credentialId: credential.credentialId, user };
    }
    request.session.pendingPasskey = {
      credentialId: credential.credentialId,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports,
      deviceName: credential.deviceName,
      aaguid: credential.aaguid,
      email: challenge.email,
      userId: challenge.userId,
      expiresAt: expiresAfter(this.clock.now(), PENDING_PASSKEY_TTL_MS),
    };
    return { verified: true, credentialId: credential.credentialId, user: null };
  }

  /**
   * What POST /api/auth/register needs to create an account secured by the passkey verified
   * in this session: it must be for the same email (and the credential the form names, if it does).
   */
  newAccountCredentials(request: Request, email: string, claimed: ClaimedPasskey): PasskeyAccountCredentials {
    const pending = pendingPasskeyFor(request.session, normalizeEmail(email), claimed, this.clock.now());
    if (!pending) throw new IdentityError(AUTH_API_MESSAGES.passkeyNoChallenge, 400);
    const credential: PasskeyCredential = {
      credentialId: pending.credentialId,
      publicKey: isoBase64URL.toBuffer(pending.publicKey),
      counter: pending.counter,
      transports: pending.transports,
      deviceName: pending.deviceName ?? null,
      aaguid: pending.aaguid ?? null,
    };
    return {
      userId: pending.userId,
      passwordHash: null,
      signUpMethod: 'passkey',
      linkCredentials: (manager, userId) => this.credentials.insert(userId, credential, manager),
    };
  }

  private async optionsForNewAccount(
    request: Request,
    email: string,
    name: string | undefined,
  ): Promise<PasskeyRegistrationOptions> {
    if (!name?.trim()) throw new IdentityError('Full name is required', 400);
    // Answers whether the email is taken, as check-email does: under the same limit.
    await this.limits.emailCheck(request.ip ?? 'unknown');
    if (await this.accounts.findByEmail(email)) throw new IdentityError(AUTH_API_MESSAGES.emailTaken, 409);
    const userId = this.ids.uuid();
    const relyingParty = ceremonyRelyingParty(this.relyingParty, request);
    const options = await this.generate(relyingParty, {
      userId,
      email,
      displayName: name.trim(),
      existing: [],
    });
    this.challenges.issue(request, {
      action: 'register',
      challenge: options.challenge,
      email,
      account: 'new',
      userId,
    });
    return { ...options, userId };
  }

  private async optionsForSignedInUser(
    request: Request,
    userId: string,
    email: string,
  ): Promise<PasskeyRegistrationOptions> {
    // A session cookie alone must not be enough to plant a passkey: the user proves who they are first.
    this.recent.require(request);
    const user = await this.accounts.findById(userId);
    if (!user) throw new IdentityError('Please log in', 401);
    if (user.email !== email) throw new IdentityError(AUTH_API_MESSAGES.notYourAccount, 403);
    const existing = await this.credentials.ofUser(userId);
    const relyingParty = ceremonyRelyingParty(this.relyingParty, request);
    const options = await this.generate(relyingParty, { userId, email, displayName: user.name, existing });
    this.challenges.issue(request, {
      action: 'register',
      challenge: options.challenge,
      email,
      account: 'signed-in',
      userId,
    });
    return { ...options, userId };
  }

  private generate(
    relyingParty: RelyingParty,
    account: {
      userId: string;
      email: string;
      displayName: string;
      existing: readonly PasskeyCredential[];
    },
  ): Promise<Omit<PasskeyRegistrationOptions, 'userId'>> {
    return generateRegistrationOptions({
      rpName: relyingParty.name,
      rpID: relyingParty.id,
      // The user handle is the account id: a device keeps one passkey per account.
      userID: isoUint8Array.fromUTF8String(account.userId),
      userName: account.email,
      userDisplayName: account.displayName,
      timeout: PASSKEY_SETTINGS.timeoutMs,
      attestationType: PASSKEY_SETTINGS.attestation,
      supportedAlgorithmIDs: [...PASSKEY_SETTINGS.algorithms],
      authenticatorSelection: {
        authenticatorAttachment: PASSKEY_SETTINGS.authenticatorAttachment,
        userVerification: PASSKEY_SETTINGS.userVerification,
        residentKey: PASSKEY_SETTINGS.residentKey,
      },
      excludeCredentials: account.existing.map((credential) => ({
        id: credential.credentialId,
        transports: credential.transports,
      })),
    });
  }

  private async verifiedCredential(
    relyingParty: RelyingParty,
    challenge: RegistrationChallenge,
    response: RegistrationResponseJSON,
    request: Request,
  ): Promise<PasskeyCredential> {
    try {
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge.challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: [...PASSKEY_SETTINGS.algorithms],
      });
      if (verification.verified) {
        const { credential, aaguid } = verification.registrationInfo;
        const reported = reportedAaguid(aaguid);
        return {
          credentialId: credential.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceName: passkeyDeviceName(request.headers['user-agent'], reported),
          aaguid: reported,
        };
      }
    } catch (error) {
      this.logger.info({ err: error }, 'passkey registration refused');
    }
    throw new IdentityError(AUTH_API_MESSAGES.passkeyRegistrationFailed, 400);
  }
}
