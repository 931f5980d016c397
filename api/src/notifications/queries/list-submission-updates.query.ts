import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerSubmissionUpdate } from '@referrals/contracts';
import { SubmissionUpdates } from '../inbox/submission-updates.js';

/** The operator's latest decisions (approved, declined) on the networker's contacts, newest first. */
export class ListSubmissionUpdates extends Query<NetworkerSubmissionUpdate[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListSubmissionUpdates)
export class ListSubmissionUpdatesHandler implements IQueryHandler<ListSubmissionUpdates> {
  constructor(@Inject(SubmissionUpdates) private readonly updates: SubmissionUpdates) {}

  execute({ networkerUserId }: ListSubmissionUpdates): Promise<NetworkerSubmissionUpdate[]> {
    return this.updates.of(networkerUserId);
  }
}
