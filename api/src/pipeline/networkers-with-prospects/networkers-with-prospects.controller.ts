import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { NetworkerWithProspects } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { NetworkersWithProspects } from './networkers-with-prospects.js';

@Controller('operator')
export class NetworkersWithProspectsController {
  constructor(@Inject(NetworkersWithProspects) private readonly networkers: NetworkersWithProspects) {}

  /** Only the caller's own invitations are read. */
  @Get('networkers-with-prospects')
  @SignedIn('operator')
  list(@Req() request: Request): Promise<NetworkerWithProspects[]> {
    return this.networkers.of(request.session.userId!);
  }
}
