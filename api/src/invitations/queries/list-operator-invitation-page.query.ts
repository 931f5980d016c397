import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { InvitationGroup, InvitationListPage } from '@referrals/contracts';
import type { InvitationPagePosition } from '../invitation-page-cursor.js';
import { InvitationPages } from '../invitation-pages.js';

/** One group of the operator's invitations, a page after `after` (null: the first page), with every group's count. */
export class ListOperatorInvitationPage extends Query<InvitationListPage> {
  constructor(
    readonly operatorId: string,
    readonly group: InvitationGroup,
    readonly after: InvitationPagePosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListOperatorInvitationPage)
export class ListOperatorInvitationPageHandler implements IQueryHandler<ListOperatorInvitationPage> {
  constructor(@Inject(InvitationPages) private readonly pages: InvitationPages) {}

  execute({ operatorId, group, after, limit }: ListOperatorInvitationPage): Promise<InvitationListPage> {
    return this.pages.pageFor(operatorId, group, after, limit);
  }
}
