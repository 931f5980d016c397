import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type NetworkerProspectPage, type NetworkerWithProspects, queryPath } from '@referrals/contracts';
import type { Request } from 'express';
import { CachedAnswer } from '../../platform/answer-cache/cached-answer.js';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListNetworkerProspectPage } from '../queries/list-networker-prospect-page.query.js';
import { ListNetworkersWithProspects } from '../queries/list-networkers-with-prospects.query.js';
import { NetworkerProspectPageQueryDto } from './networkers-with-prospects.dto.js';

@Controller('operator')
export class NetworkersWithProspectsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /**
   * Only the caller's own invitations are read. Kept in the answer cache: every row it reads is a
   * projector's, refreshed for the operator when written (prospects, timelines, terms, registrations),
   * and the names it shows change only when a networker profile is created, which the timeline
   * projector refreshes it for.
   */
  @Get('networkers-with-prospects')
  @SignedIn('operator')
  @CachedAnswer(queryPath('GET /api/operator/networkers-with-prospects'))
  list(@Req() request: Request): Promise<NetworkerWithProspects[]> {
    return this.queries.execute(new ListNetworkersWithProspects(request.session.userId!));
  }

  /**
   * The same contacts for screens: one row each with its networker, a page at a time (keyset), and the
   * networkers who brought none yet. Kept in the answer cache as the full list is.
   */
  @Get('networkers-with-prospects/page')
  @SignedIn('operator')
  @CachedAnswer(queryPath('GET /api/operator/networkers-with-prospects/page'))
  page(
    @Query() query: NetworkerProspectPageQueryDto,
    @Req() request: Request,
  ): Promise<NetworkerProspectPage> {
    return this.queries.execute(
      new ListNetworkerProspectPage(request.session.userId!, query.cursor ?? null, query.limit),
    );
  }
}
