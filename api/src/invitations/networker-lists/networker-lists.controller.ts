import { Controller, Get, Inject, Req } from '@nestjs/common';
import type {
  ApprovedProspect,
  ContactWithStatus,
  NetworkerInvitation,
  SubmittedContact,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { NetworkerLists } from './networker-lists.js';

/** The signed-in networker's lists: each answers only the caller's own data. */
@Controller('networker')
export class NetworkerListsController {
  constructor(@Inject(NetworkerLists) private readonly lists: NetworkerLists) {}

  @Get('pending-approval')
  @SignedIn('networker')
  pendingApproval(@Req() request: Request): Promise<ContactWithStatus[]> {
    return this.lists.pendingApproval(request.session.userId!);
  }

  @Get('invitations')
  @SignedIn('networker')
  invitations(@Req() request: Request): Promise<NetworkerInvitation[]> {
    return this.lists.invitations(request.session.userId!);
  }

  @Get('approved-prospects')
  @SignedIn('networker')
  approvedProspects(@Req() request: Request): Promise<ApprovedProspect[]> {
    return this.lists.approvedProspects(request.session.userId!);
  }

  @Get('submitted-contacts')
  @SignedIn('networker')
  submittedContacts(@Req() request: Request): Promise<SubmittedContact[]> {
    return this.lists.submittedContacts(request.session.userId!);
  }
}
