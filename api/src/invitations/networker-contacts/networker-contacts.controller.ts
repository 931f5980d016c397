import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type DoubleOptInAnswer,
  type NetworkerContact,
  type NetworkerContactPage,
  queryPath,
} from '@referrals/contracts';
import type { Request } from 'express';
import { CachedAnswer } from '../../platform/answer-cache/cached-answer.js';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { GetDoubleOptIn } from '../queries/get-double-opt-in.query.js';
import { ListNetworkerContactPage } from '../queries/list-networker-contact-page.query.js';
import { ListNetworkerContacts } from '../queries/list-networker-contacts.query.js';
import { NetworkerContactPageQueryDto } from './networker-contacts.dto.js';

/** What the networker sees of their own contacts. */
@Controller()
export class NetworkerContactsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('networker/contacts-with-status')
  @SignedIn('networker')
  @CachedAnswer(queryPath('GET /api/networker/contacts-with-status'))
  list(@Req() request: Request): Promise<NetworkerContact[]> {
    return this.queries.execute(new ListNetworkerContacts(request.session.userId!));
  }

  /** The same list for screens: one section a page at a time (keyset), with every section's count. */
  @Get('networker/contacts-with-status/page')
  @SignedIn('networker')
  @CachedAnswer(queryPath('GET /api/networker/contacts-with-status/page'))
  page(@Query() query: NetworkerContactPageQueryDto, @Req() request: Request): Promise<NetworkerContactPage> {
    return this.queries.execute(
      new ListNetworkerContactPage(
        request.session.userId!,
        query.section,
        query.invitationId ?? null,
        query.cursor ?? null,
        query.limit,
      ),
    );
  }

  /** The double opt-in page: for the invitation's operator or a networker who joined it. */
  @Get('double-opt-in/:uuid')
  @SignedIn()
  doubleOptIn(@Param('uuid') uuid: string, @Req() request: Request): Promise<DoubleOptInAnswer> {
    return this.queries.execute(new GetDoubleOptIn(uuid, request.session.userId!));
  }
}
