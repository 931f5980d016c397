import { Controller, ForbiddenException, Get, Inject, NotFoundException, Param, Req } from '@nestjs/common';
import {
  type DoubleOptInAnswer,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NetworkerContact,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { NetworkerContactList } from './networker-contact-list.js';

/** What the networker sees of their own contacts. */
@Controller()
export class NetworkerContactsController {
  constructor(
    @Inject(NetworkerContactList) private readonly contacts: NetworkerContactList,
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
  ) {}

  @Get('networker/contacts-with-status')
  @SignedIn('networker')
  list(@Req() request: Request): Promise<NetworkerContact[]> {
    return this.contacts.of(request.session.userId!);
  }

  /** The double opt-in page: for the invitation's operator or a networker who joined it. */
  @Get('double-opt-in/:uuid')
  @SignedIn()
  async doubleOptIn(@Param('uuid') uuid: string, @Req() request: Request): Promise<DoubleOptInAnswer> {
    const found = await this.directory.find(uuid);
    if (!found) throw new NotFoundException(M.invitationNotFound);
    const userId = request.session.userId!;
    const joined = (await this.places.holders(found.id)).includes(userId);
    if (!joined && found.operatorId !== userId) throw new ForbiddenException(M.notOnInvitation);
    const answer = await this.directory.withOperatorProfile(found.id);
    if (!answer) throw new NotFoundException(M.invitationNotFound);
    const { operatorProfile, ...invitation } = answer;
    return { invitation, operatorProfile, contacts: joined ? await this.contacts.of(userId, found.id) : [] };
  }
}
