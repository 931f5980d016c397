import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { NETWORKER_JOURNEY_MESSAGES as M, type PublicInvitationAnswer } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import type { InvitationRefusalCode } from '../domain/invitation-commands.js';
import { InvitationDirectory } from '../invitation-directory.js';

/** The public invitation page's data, by id or link name; a disabled one answers too (the page says so). */
export class GetPublicInvitation extends Query<PublicInvitationAnswer> {
  constructor(readonly idOrSlug: string) {
    super();
  }
}

@QueryHandler(GetPublicInvitation)
export class GetPublicInvitationHandler implements IQueryHandler<GetPublicInvitation> {
  constructor(@Inject(InvitationDirectory) private readonly directory: InvitationDirectory) {}

  async execute({ idOrSlug }: GetPublicInvitation): Promise<PublicInvitationAnswer> {
    const found = await this.directory.find(idOrSlug);
    const answer = found && (await this.directory.withOperatorProfile(found.id));
    if (!answer)
      throw new RefusalError(refuse<InvitationRefusalCode>('invitation_not_found', M.invitationNotFound));
    return answer;
  }
}
