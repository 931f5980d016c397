import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NetworkerProspectPage, NetworkerWithProspects } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListNetworkerProspectPage } from '../queries/list-networker-prospect-page.query.js';
import { ListNetworkersWithProspects } from '../queries/list-networkers-with-prospects.query.js';
import { NetworkerProspectPageQueryDto } from './networkers-with-prospects.dto.js';

@Controller('operator')
export class NetworkersWithProspectsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** Only the caller's own invitations are read. */
  @Get('networkers-with-prospects')
  @SignedIn('operator')
  list(@Req() request: Request): Promise<NetworkerWithProspects[]> {
    return this.queries.execute(new ListNetworkersWithProspects(request.session.userId!));
  }

  /**
   * The same contacts for screens: one row each with its networker, a page at a time (keyset), and the
   * networkers who brought none yet. Not kept in the answer cache: networkers' names come from their
   * profiles and accounts, which no projector refreshes this list for.
   */
  @Get('networkers-with-prospects/page')
  @SignedIn('operator')
  page(
    @Query() query: NetworkerProspectPageQueryDto,
    @Req() request: Request,
  ): Promise<NetworkerProspectPage> {
    return this.queries.execute(
      new ListNetworkerProspectPage(request.session.userId!, query.cursor ?? null, query.limit),
    );
  }
}
