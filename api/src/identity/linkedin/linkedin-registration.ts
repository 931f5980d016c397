import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES, type UserRole } from '@referrals/contracts';
import type { Request } from 'express';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { AccountRegistration } from '../accounts/account-registration.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { ExternalIdentities } from '../persistence/external-identities.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import type { LinkedInCompleteDto } from './linkedin-registration.dto.js';
import { type PendingLinkedInIdentity, pendingIdentity } from './linkedin-session.js';
import { optionalText } from '../../platform/http/optional-text.js';

export interface CompletedRegistration {
  userId: string;
  role: UserRole;
}

/**
 * Turns the LinkedIn identity waiting in the session into a networker account, to be signed in
 * (which starts a new session and so leaves the pending identity behind).
 * The member may edit the display fields; the email and subject come only from what LinkedIn verified.
 */
@Injectable()
export class LinkedInRegistration {
  constructor(
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(ExternalIdentities) private readonly identities: ExternalIdentities,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async complete(request: Request, body: LinkedInCompleteDto): Promise<CompletedRegistration> {
    const pending = pendingIdentity(request.session, this.clock.now());
    if (!pending) throw new IdentityError(AUTH_API_MESSAGES.linkedinNothingPending, 400);
    if (body.acceptTerms !== true) throw new IdentityError(AUTH_API_MESSAGES.termsRequired, 400);

    // Linked meanwhile (a second tab, a double submit): that account is the one to sign in.
    const userId = (await this.identities.linkedUserId(pending)) ?? (await this.createAccount(pending, body));
    const role = await this.accounts.signInRole(userId);
    if (!role) throw new IdentityError(AUTH_API_MESSAGES.linkedinNothingPending, 400);
    return { userId, role };
  }

  private async createAccount(pending: PendingLinkedInIdentity, body: LinkedInCompleteDto): Promise<string> {
    // Never merged by email: whoever owns that address signs in their own way first.
    if (await this.accounts.findByEmail(pending.email)) {
      throw new IdentityError(AUTH_API_MESSAGES.linkedinAccountEmailTaken, 409);
    }
    const fullName = body.linkedinData.fullName.trim();
    const { userId } = await this.registration.register({
      name: fullName,
      email: pending.email,
      userType: 'networker',
      passwordHash: null,
      signUpMethod: 'linkedin',
      termsAcceptedAt: this.clock.now(),
      networkerProfile: {
        fullName,
        title: optionalText(body.linkedinData.title),
        company: optionalText(body.linkedinData.company),
        linkedinUrl: null,
        bio: optionalText(body.bio),
      },
      linkCredentials: (manager, newUserId) => this.identities.link(manager, pending, newUserId),
    });
    return userId;
  }
}
