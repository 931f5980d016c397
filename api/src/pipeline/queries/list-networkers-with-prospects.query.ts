import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerWithProspects } from '@referrals/contracts';
import { NetworkersWithProspects } from '../networkers-with-prospects/networkers-with-prospects.js';

/** The networkers on the operator's own invitations, each with their prospects' history. */
export class ListNetworkersWithProspects extends Query<NetworkerWithProspects[]> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(ListNetworkersWithProspects)
export class ListNetworkersWithProspectsHandler implements IQueryHandler<ListNetworkersWithProspects> {
  constructor(@Inject(NetworkersWithProspects) private readonly networkers: NetworkersWithProspects) {}

  execute({ operatorId }: ListNetworkersWithProspects): Promise<NetworkerWithProspects[]> {
    return this.networkers.of(operatorId);
  }
}
