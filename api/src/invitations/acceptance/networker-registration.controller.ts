import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  type AcceptedInvitationAnswer,
  type InvitationAnswer,
  type NetworkerProfile,
  type NetworkerProfileAnswer,
  MAX_PRE_AUTH_CONTACTS,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerRegistrationAnswer,
  normalizeEmail,
  type PreAuthProspectAnswer,
  type RegistrationStatusAnswer,
} from '@referrals/contracts';
import { QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { AccountRegistration, SessionManager, UserAccounts } from '../../identity/index.js';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { ownAccount } from '../../platform/http/own-account.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { GetRegistrationStatus } from '../queries/get-registration-status.query.js';
import {
  AssociateInvitationDto,
  InvitationAnswerDto,
  NetworkerProfileWithInvitationDto,
  NetworkerRegistrationDto,
  PreAuthProspectDto,
  QuickNetworkerRegistrationDto,
} from './acceptance.dto.js';
import { contactDetails, typedProspects } from './acceptance-plan.js';
import { AssociationLimit } from './association-limit.js';
import { DeclineInvitation } from './invitation-answers.js';
import {
  type AcceptanceRequest,
  InvitationAcceptances,
  type RecordedAcceptance,
} from './invitation-acceptances.js';
import { NetworkerSignUp } from './networker-sign-up.js';
import { keepPreAuthContact } from './pre-auth-contacts.js';

/** A networker joining through an invitation: registering, associating an account, adding contacts. */
@Controller()
export class NetworkerRegistrationController {
  constructor(
    @Inject(NetworkerSignUp) private readonly signUp: NetworkerSignUp,
    @Inject(InvitationAcceptances) private readonly acceptances: InvitationAcceptances,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionManager) private readonly sessions: SessionManager,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(DeclineInvitation) private readonly declines: DeclineInvitation,
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(AssociationLimit) private readonly associations: AssociationLimit,
  ) {}

  /** The registration modal: account, networker profile, answers and contacts in one step. */
  @Post('networker-registration')
  @Public()
  register(
    @Body() body: NetworkerRegistrationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NetworkerRegistrationAnswer> {
    return this.signUp.register(request, response, body, 'terms-accepted');
  }

  /** The registration form: account and networker profile; contacts follow on the submission wizard. */
  @Post('networker-registration/register')
  @Public()
  registerFromForm(
    @Body() body: QuickNetworkerRegistrationDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<NetworkerRegistrationAnswer> {
    return this.signUp.register(request, response, body, 'no-terms-shown');
  }

  /** Whether the invitation already has its networker (a personal one), or the signed-in account joined it. */
  @Get('networker-registration/:slug/status')
  @Public()
  status(@Param('slug') slug: string, @Req() request: Request): Promise<RegistrationStatusAnswer> {
    return this.queries.execute(new GetRegistrationStatus(slug, request.session.userId));
  }

  /**
   * The signed-in account's networker profile; with an invitation (the modal's "Create Profile &
   * Join") the invitation's acceptance commits in the same transaction.
   */
  @Post('networker-profiles')
  @SignedIn()
  async createNetworkerProfile(
    @Body() body: NetworkerProfileWithInvitationDto,
    @Req() request: Request,
  ): Promise<NetworkerProfileAnswer> {
    const userId = ownAccount(request, body.userId ?? request.session.userId!);
    const profile: NetworkerProfile = {
      userId,
      fullName: body.fullName.trim(),
      title: optionalText(body.title),
      company: optionalText(body.company),
      linkedinUrl: optionalText(body.linkedinUrl),
      bio: optionalText(body.bio),
    };
    if (body.invitationUuid === undefined) {
      await this.registration.createNetworkerProfile(profile);
      return profile;
    }
    await this.checkOwnEmail(userId, body.email);
    const prepared = await this.acceptances.prepare(userId, {
      invitationUuid: body.invitationUuid,
      prospectApprovals: body.prospectApprovals,
      prospects: typedProspects(body.newContacts),
    });
    let recorded: RecordedAcceptance | undefined;
    const delivered = await this.registration.createNetworkerProfile(profile, async (manager) => {
      recorded = await this.acceptances.record(manager, prepared, userId);
      return recorded.appends;
    });
    await this.sessions.setActiveRole(request, 'networker');
    return { ...profile, ...(await this.acceptances.answer(recorded!, delivered)) };
  }

  /** An existing networker (signed in) accepts the invitation with their answers and contacts. */
  @Post('invitations/associate')
  @SignedIn()
  async associate(
    @Body() body: AssociateInvitationDto,
    @Req() request: Request,
  ): Promise<AcceptedInvitationAnswer> {
    await this.associations.consume(request.session.userId!);
    await this.checkOwnEmail(request.session.userId!, body.email);
    return this.acceptAsNetworker(request, {
      invitationUuid: body.invitationUuid,
      prospectApprovals: body.prospectApprovals,
      prospects: typedProspects(body.newContacts),
    });
  }

  /** The spec's clients send the account's email along; another account's is refused. */
  private async checkOwnEmail(userId: string, email: string | undefined): Promise<void> {
    if (!email?.trim()) return;
    const user = await this.accounts.findById(userId);
    if (normalizeEmail(email) !== user?.email) throw new ForbiddenException(M.emailNotYours);
  }

  /**
   * The spec's signup sequence marks the invitation accepted (or declined) for the new account:
   * only the signed-in invitee answers for themselves. Accepting is the same command as registering.
   */
  @Patch('invitations/:id')
  @SignedIn()
  async answer(
    @Param('id') invitationRef: string,
    @Body() body: InvitationAnswerDto,
    @Req() request: Request,
  ): Promise<InvitationAnswer> {
    const userId = request.session.userId!;
    if (body.toUserId.toLowerCase() !== userId) throw new ForbiddenException(M.toUserNotYou);
    const answer =
      body.status === 'accepted'
        ? await this.acceptAsNetworker(request, { invitationUuid: invitationRef })
        : await this.declines.decline(userId, invitationRef);
    return {
      position: answer.position,
      readModelsCaughtUp: answer.readModelsCaughtUp,
      invitationId: answer.invitationId,
      toUserId: userId,
      status: body.status,
    };
  }

  private async acceptAsNetworker(
    request: Request,
    acceptance: AcceptanceRequest,
  ): Promise<AcceptedInvitationAnswer> {
    const userId = request.session.userId!;
    if (!(await this.accounts.networkerProfileOf(userId))) throw new ForbiddenException(M.notANetworker);
    const prepared = await this.acceptances.prepare(userId, acceptance);
    const answer = await this.acceptances.acceptFor(userId, prepared);
    if (request.session.activeRole !== 'networker') await this.sessions.setActiveRole(request, 'networker');
    return answer;
  }

  /** A contact added on the invitation before the visitor has an account: kept with the session until registration. */
  @Post('prospects/pre-auth')
  @Public()
  async preAuth(@Body() body: PreAuthProspectDto, @Req() request: Request): Promise<PreAuthProspectAnswer> {
    const invitation = await this.directory.find(body.invitationUuid);
    if (!invitation) throw new NotFoundException(M.invitationNotFound);
    const tempId = `pre-${this.ids.uuid()}`;
    const kept = keepPreAuthContact(request.session, invitation.id, {
      id: tempId,
      ...contactDetails(body.prospectData),
    });
    if (!kept) throw new BadRequestException(M.tooManyContacts(MAX_PRE_AUTH_CONTACTS));
    return { tempId };
  }
}
