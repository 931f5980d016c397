import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { INVITATION_MESSAGES, type InvitationPageData } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { NOT_YOUR_INVITATION } from '../domain/invitation.js';
import type { InvitationRefusalCode } from '../domain/invitation-commands.js';
import { InvitationDirectory } from '../invitation-directory.js';
import type { InvitationsQueryRefusalCode } from './invitations-query-refusals.js';

type PreviewRefusalCode = InvitationRefusalCode | InvitationsQueryRefusalCode;

/** The invitation page as the networker will see it, for its operator only (disabled invitations too). */
export class GetInvitationPreview extends Query<InvitationPageData> {
  constructor(
    readonly operatorId: string,
    readonly invitationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetInvitationPreview)
export class GetInvitationPreviewHandler implements IQueryHandler<GetInvitationPreview> {
  constructor(@Inject(InvitationDirectory) private readonly directory: InvitationDirectory) {}

  async execute({ operatorId, invitationId }: GetInvitationPreview): Promise<InvitationPageData> {
    const invitation = await this.directory.find(invitationId);
    if (!invitation) {
      throw new RefusalError(
        refuse<PreviewRefusalCode>('invitation_not_found', INVITATION_MESSAGES.notFound),
      );
    }
    if (invitation.operatorId !== operatorId) {
      throw new RefusalError(
        refuse<PreviewRefusalCode>('invitation_of_another_operator', NOT_YOUR_INVITATION),
      );
    }
    const page = await this.directory.page(invitation.id);
    if (!page) {
      throw new RefusalError(
        refuse<PreviewRefusalCode>('invitation_preview_unavailable', INVITATION_MESSAGES.previewUnavailable),
      );
    }
    return page;
  }
}
