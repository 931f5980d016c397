import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { BatchStatusAnswer } from '@referrals/contracts';
import { InvitationDirectory } from '../invitation-directory.js';

/** Whether each of the operator's invitations among these ids or link names has a networker registered. */
export class GetRegistrationStatuses extends Query<BatchStatusAnswer> {
  constructor(
    readonly operatorId: string,
    readonly idsOrSlugs: string[],
  ) {
    super();
  }
}

@QueryHandler(GetRegistrationStatuses)
export class GetRegistrationStatusesHandler implements IQueryHandler<GetRegistrationStatuses> {
  constructor(@Inject(InvitationDirectory) private readonly directory: InvitationDirectory) {}

  async execute({ operatorId, idsOrSlugs }: GetRegistrationStatuses): Promise<BatchStatusAnswer> {
    return { statuses: await this.directory.registrationStatuses(operatorId, idsOrSlugs) };
  }
}
