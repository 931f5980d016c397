import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@referrals/contracts';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { ROOT_LOGGER } from '../../platform/logging/logging.module.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ExternalIdentities } from '../persistence/external-identities.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { SessionManager } from '../sessions/session-manager.js';
import {
  LOGIN_TRANSACTION_TTL_MS,
  PENDING_IDENTITY_TTL_MS,
  type PendingLinkedInIdentity,
  takeLoginTransaction,
} from './linkedin-session.js';
import { OIDC_CLIENT, type OidcClient, type VerifiedIdentity } from './oidc-client.port.js';
import { registrationFailed, registrationForm, signedInLanding } from './registration-links.js';

export const LINKEDIN_CALLBACK_PATH = '/api/auth/linkedin/callback';

/** Errors with which the member turned LinkedIn down, rather than something going wrong. */
const DECLINED_AT_PROVIDER = new Set(['access_denied', 'user_cancelled_login', 'user_cancelled_authorize']);

/**
 * The two browser legs of LinkedIn sign-in; each answers where to redirect. Accounts are found by
 * LinkedIn's (issuer, subject), never by email: an identity linked to no account waits in the
 * session until the member completes the registration.
 */
@Injectable()
export class LinkedInSignIn {
  constructor(
    @Inject(OIDC_CLIENT) private readonly oidc: OidcClient | null,
    @Inject(ExternalIdentities) private readonly identities: ExternalIdentities,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends the browser to LinkedIn, remembering in the session what the callback must check. */
  async start(request: Request, invitationUuid: string | null): Promise<string> {
    if (!this.oidc) {
      this.logger.warn('LinkedIn sign-in was requested but is not configured (LINKEDIN_CLIENT_ID)');
      return registrationFailed('linkedin_auth_failed');
    }
    try {
      const { url, checks } = await this.oidc.beginSignIn();
      request.session.linkedinLogin = {
        ...checks,
        invitationUuid,
        expiresAt: this.clock.now().getTime() + LOGIN_TRANSACTION_TTL_MS,
      };
      await this.sessions.save(request);
      return url.href;
    } catch (error) {
      this.logger.error({ err: error }, 'LinkedIn sign-in could not start');
      return registrationFailed('linkedin_auth_failed');
    }
  }

  /**
   * Checks LinkedIn's answer, then signs the linked account in or keeps the identity pending.
   * The login transaction is used up either way; express-session writes that change before the redirect.
   */
  async finish(request: Request): Promise<string> {
    const login = takeLoginTransaction(request.session, this.clock.now());
    const callbackUrl = new URL(`${this.config.publicUrl}${LINKEDIN_CALLBACK_PATH}`);
    callbackUrl.search = new URL(request.originalUrl, callbackUrl).search;
    const providerError = callbackUrl.searchParams.get('error');
    if (providerError !== null) {
      this.logger.info({ providerError }, 'LinkedIn sign-in ended at the provider');
      return registrationFailed(
        DECLINED_AT_PROVIDER.has(providerError) ? 'linkedin_auth_failed' : 'linkedin_callback_failed',
      );
    }
    if (!this.oidc || !login) {
      this.logger.warn('LinkedIn callback without a sign-in in progress in this session');
      return registrationFailed('linkedin_callback_failed');
    }
    let identity: VerifiedIdentity;
    try {
      identity = await this.oidc.finishSignIn(callbackUrl, login);
    } catch (error) {
      this.logger.warn({ err: error }, 'LinkedIn callback did not check out');
      return registrationFailed('linkedin_callback_failed');
    }
    if (!identity.email || !identity.emailVerified) {
      this.logger.warn({ issuer: identity.issuer }, 'LinkedIn gave no verified email address');
      return registrationFailed('linkedin_callback_failed');
    }

    const userId = await this.identities.linkedUserId(identity);
    const role = userId ? await this.accounts.signInRole(userId) : null;
    if (userId && role) {
      await this.sessions.signIn(request, userId, role);
      return signedInLanding(login.invitationUuid);
    }
    const pending: PendingLinkedInIdentity = {
      issuer: identity.issuer,
      subject: identity.subject,
      email: normalizeEmail(identity.email),
      fullName: identity.fullName ?? '',
      picture: identity.picture,
      expiresAt: this.clock.now().getTime() + PENDING_IDENTITY_TTL_MS,
    };
    request.session.linkedinPending = pending;
    await this.sessions.save(request);
    return registrationForm(pending, login.invitationUuid);
  }
}
