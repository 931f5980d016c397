import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { INVITATION_MESSAGES, type InvitationProspectPage } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { NOT_YOUR_INVITATION } from '../domain/invitation.js';
import type { InvitationRefusalCode } from '../domain/invitation-commands.js';
import { InvitationDirectory } from '../invitation-directory.js';
import type { TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { InvitationProspectPages } from '../recommended-prospects/invitation-prospect-pages.js';

/** The prospects under one of the operator's invitations, a page after `after` (null: the first page). */
export class ListInvitationProspectPage extends Query<InvitationProspectPage> {
  constructor(
    readonly operatorId: string,
    readonly invitationId: string,
    readonly after: TimeIdPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListInvitationProspectPage)
export class ListInvitationProspectPageHandler implements IQueryHandler<ListInvitationProspectPage> {
  constructor(
    @Inject(InvitationDirectory) private readonly invitations: InvitationDirectory,
    @Inject(InvitationProspectPages) private readonly pages: InvitationProspectPages,
  ) {}

  /** Refused as the invitation's preview is: unknown (404), or another operator's (403). */
  async execute({
    operatorId,
    invitationId,
    after,
    limit,
  }: ListInvitationProspectPage): Promise<InvitationProspectPage> {
    const invitation = await this.invitations.find(invitationId);
    if (!invitation) {
      throw new RefusalError(
        refuse<InvitationRefusalCode>('invitation_not_found', INVITATION_MESSAGES.notFound),
      );
    }
    if (invitation.operatorId !== operatorId) {
      throw new RefusalError(
        refuse<InvitationRefusalCode>('invitation_of_another_operator', NOT_YOUR_INVITATION),
      );
    }
    return this.pages.pageFor(invitation.id, after, limit);
  }
}
