import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ApprovedProspect } from '@referrals/contracts';
import { NetworkerLists } from '../networker-lists/networker-lists.js';

/** The recommendations the networker approved, to introduce, with the invitation's bounties. */
export class ListApprovedProspects extends Query<ApprovedProspect[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListApprovedProspects)
export class ListApprovedProspectsHandler implements IQueryHandler<ListApprovedProspects> {
  constructor(@Inject(NetworkerLists) private readonly lists: NetworkerLists) {}

  execute({ networkerUserId }: ListApprovedProspects): Promise<ApprovedProspect[]> {
    return this.lists.approvedProspects(networkerUserId);
  }
}
