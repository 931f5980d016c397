import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerReviewData } from '@referrals/contracts';
import { NetworkerReviewTargets } from '../networker-review/networker-review-targets.js';

/**
 * What the networker's review of the invitation's operator is about: the prospect asked for, or else
 * the earliest whose meeting was held and that the networker has not reviewed.
 */
export class GetNetworkerReviewPage extends Query<NetworkerReviewData> {
  constructor(
    readonly networkerUserId: string,
    readonly invitationId: string,
    readonly prospectId: string | null,
  ) {
    super();
  }
}

@QueryHandler(GetNetworkerReviewPage)
export class GetNetworkerReviewPageHandler implements IQueryHandler<GetNetworkerReviewPage> {
  constructor(@Inject(NetworkerReviewTargets) private readonly targets: NetworkerReviewTargets) {}

  execute({
    networkerUserId,
    invitationId,
    prospectId,
  }: GetNetworkerReviewPage): Promise<NetworkerReviewData> {
    return this.targets.pageData(networkerUserId, invitationId, prospectId);
  }
}
