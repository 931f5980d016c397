import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { DoubleOptInAnswer, NetworkerContact } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { GetDoubleOptIn } from '../queries/get-double-opt-in.query.js';
import { ListNetworkerContacts } from '../queries/list-networker-contacts.query.js';

/** What the networker sees of their own contacts. */
@Controller()
export class NetworkerContactsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('networker/contacts-with-status')
  @SignedIn('networker')
  list(@Req() request: Request): Promise<NetworkerContact[]> {
    return this.queries.execute(new ListNetworkerContacts(request.session.userId!));
  }

  /** The double opt-in page: for the invitation's operator or a networker who joined it. */
  @Get('double-opt-in/:uuid')
  @SignedIn()
  doubleOptIn(@Param('uuid') uuid: string, @Req() request: Request): Promise<DoubleOptInAnswer> {
    return this.queries.execute(new GetDoubleOptIn(uuid, request.session.userId!));
  }
}
