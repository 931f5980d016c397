import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerInvitation } from '@referrals/contracts';
import { NetworkerLists } from '../networker-lists/networker-lists.js';

/** The invitations the networker joined. */
export class ListNetworkerInvitations extends Query<NetworkerInvitation[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListNetworkerInvitations)
export class ListNetworkerInvitationsHandler implements IQueryHandler<ListNetworkerInvitations> {
  constructor(@Inject(NetworkerLists) private readonly lists: NetworkerLists) {}

  execute({ networkerUserId }: ListNetworkerInvitations): Promise<NetworkerInvitation[]> {
    return this.lists.invitations(networkerUserId);
  }
}
