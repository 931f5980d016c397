import { Inject, Injectable } from '@nestjs/common';
import type { NetworkerProfile, NetworkerRegistrationAnswer } from '@referrals/contracts';
import type { Request, Response } from 'express';
import { AccountRegistration } from '../../identity/index.js';
import { NewAccountCredentials } from '../../identity/index.js';
import { AuthRateLimits } from '../../identity/index.js';
import { SignedInAnswer } from '../../identity/index.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import type { NetworkerRegistrationDto, QuickNetworkerRegistrationDto } from './acceptance.dto.js';
import { InvitationAcceptances, type RecordedAcceptance } from './invitation-acceptances.js';
import { typedProspects } from './acceptance-plan.js';
import { withPreAuthContacts } from './pre-auth-contacts.js';

type SignUp = QuickNetworkerRegistrationDto & Partial<NetworkerRegistrationDto>;

/** Whether the form the person filled in showed the terms (they cannot send it without accepting them). */
export type TermsShown = 'terms-accepted' | 'no-terms-shown';

/**
 * Registration through an invitation: the account (password or passkey), its networker profile
 * and the accepted invitation with its answers and contacts commit together, then the new
 * networker is signed in.
 */
@Injectable()
export class NetworkerSignUp {
  constructor(
    @Inject(InvitationAcceptances) private readonly acceptances: InvitationAcceptances,
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(NewAccountCredentials) private readonly credentials: NewAccountCredentials,
    @Inject(AuthRateLimits) private readonly limits: AuthRateLimits,
    @Inject(SignedInAnswer) private readonly signedIn: SignedInAnswer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register(
    request: Request,
    response: Response,
    body: SignUp,
    terms: TermsShown,
  ): Promise<NetworkerRegistrationAnswer> {
    await this.limits.emailCheck(request.ip ?? 'unknown');
    const invitation = await this.acceptances.invitation(body.invitationUuid);
    const prepared = await this.acceptances.prepareFor(invitation, null, {
      prospectApprovals: body.prospectApprovals,
      prospects: typedProspects(
        withPreAuthContacts(request.session, invitation?.id ?? null, body.newContacts),
      ),
    });
    const fullName = body.fullName.trim();
    const profile: Omit<NetworkerProfile, 'userId'> = {
      fullName,
      title: optionalText(body.title),
      company: optionalText(body.company),
      linkedinUrl: optionalText(body.linkedinUrl),
      bio: optionalText(body.bio),
    };
    let recorded: RecordedAcceptance | undefined;
    const { userId, delivered } = await this.registration.register({
      name: fullName,
      email: body.email,
      userType: 'networker',
      ...(terms === 'terms-accepted' ? { termsAcceptedAt: this.clock.now() } : {}),
      networkerProfile: profile,
      ...(await this.credentials.of(request, body)),
      alsoRecord: async (manager, newUserId) => {
        recorded = await this.acceptances.record(manager, prepared, newUserId);
        return recorded.appends;
      },
    });
    const user = await this.signedIn.signIn(request, response, userId, 'networker');
    return { user, ...(await this.acceptances.answer(recorded!, delivered)) };
  }
}
