import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ContactWithStatus } from '@referrals/contracts';
import { NetworkerLists } from '../networker-lists/networker-lists.js';

/** The operator's recommendations still waiting for the networker's answer. */
export class ListContactsPendingApproval extends Query<ContactWithStatus[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListContactsPendingApproval)
export class ListContactsPendingApprovalHandler implements IQueryHandler<ListContactsPendingApproval> {
  constructor(@Inject(NetworkerLists) private readonly lists: NetworkerLists) {}

  execute({ networkerUserId }: ListContactsPendingApproval): Promise<ContactWithStatus[]> {
    return this.lists.pendingApproval(networkerUserId);
  }
}
