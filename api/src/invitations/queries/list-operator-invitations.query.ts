import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InvitationListItem } from '@referrals/contracts';
import { InvitationDirectory } from '../invitation-directory.js';

/** The operator's invitations, busiest first. */
export class ListOperatorInvitations extends Query<InvitationListItem[]> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(ListOperatorInvitations)
export class ListOperatorInvitationsHandler implements IQueryHandler<ListOperatorInvitations> {
  constructor(@Inject(InvitationDirectory) private readonly directory: InvitationDirectory) {}

  execute({ operatorId }: ListOperatorInvitations): Promise<InvitationListItem[]> {
    return this.directory.listFor(operatorId);
  }
}
