import { Controller, Get, Inject, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type {
  ApprovedProspect,
  ContactWithStatus,
  NetworkerInvitation,
  SubmittedContact,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListApprovedProspects } from '../queries/list-approved-prospects.query.js';
import { ListContactsPendingApproval } from '../queries/list-contacts-pending-approval.query.js';
import { ListNetworkerInvitations } from '../queries/list-networker-invitations.query.js';
import { ListSubmittedContacts } from '../queries/list-submitted-contacts.query.js';

/** The signed-in networker's lists: each answers only the caller's own data. */
@Controller('networker')
export class NetworkerListsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('pending-approval')
  @SignedIn('networker')
  pendingApproval(@Req() request: Request): Promise<ContactWithStatus[]> {
    return this.queries.execute(new ListContactsPendingApproval(request.session.userId!));
  }

  @Get('invitations')
  @SignedIn('networker')
  invitations(@Req() request: Request): Promise<NetworkerInvitation[]> {
    return this.queries.execute(new ListNetworkerInvitations(request.session.userId!));
  }

  @Get('approved-prospects')
  @SignedIn('networker')
  approvedProspects(@Req() request: Request): Promise<ApprovedProspect[]> {
    return this.queries.execute(new ListApprovedProspects(request.session.userId!));
  }

  @Get('submitted-contacts')
  @SignedIn('networker')
  submittedContacts(@Req() request: Request): Promise<SubmittedContact[]> {
    return this.queries.execute(new ListSubmittedContacts(request.session.userId!));
  }
}
