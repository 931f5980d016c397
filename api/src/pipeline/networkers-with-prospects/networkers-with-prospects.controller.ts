import { Controller, Get, Inject, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NetworkerWithProspects } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ListNetworkersWithProspects } from '../queries/list-networkers-with-prospects.query.js';

@Controller('operator')
export class NetworkersWithProspectsController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** Only the caller's own invitations are read. */
  @Get('networkers-with-prospects')
  @SignedIn('operator')
  list(@Req() request: Request): Promise<NetworkerWithProspects[]> {
    return this.queries.execute(new ListNetworkersWithProspects(request.session.userId!));
  }
}
