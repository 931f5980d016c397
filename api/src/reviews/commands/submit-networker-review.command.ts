import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReviewSubmittedAnswer } from '@referrals/contracts';
import { RefusalError } from '../../kernel/decider.js';
import { isTargetRefused } from '../domain/review-target.js';
import { NetworkerReviewTargets } from '../networker-review/networker-review-targets.js';
import { type ReviewContent, ReviewCommands } from './review-commands.js';

/**
 * The networker's review page: the networker reviews the invitation's operator, about the prospect
 * the page showed (or the earliest one left). The choice reads the read models; the review itself
 * is decided on the prospect's stream, so a stale read can only lead to a refusal, never a wrong review.
 */
export class SubmitNetworkerReview extends Command<ReviewSubmittedAnswer> {
  constructor(
    readonly networkerUserId: string,
    readonly invitationUuid: string,
    /** The prospect the page showed; null for the earliest one left. */
    readonly prospectId: string | null,
    readonly content: ReviewContent,
  ) {
    super();
  }
}

@CommandHandler(SubmitNetworkerReview)
export class SubmitNetworkerReviewHandler implements ICommandHandler<SubmitNetworkerReview> {
  constructor(
    @Inject(NetworkerReviewTargets) private readonly targets: NetworkerReviewTargets,
    @Inject(ReviewCommands) private readonly reviews: ReviewCommands,
  ) {}

  async execute({
    networkerUserId,
    invitationUuid,
    prospectId,
    content,
  }: SubmitNetworkerReview): Promise<ReviewSubmittedAnswer> {
    const target = await this.targets.choose(networkerUserId, invitationUuid, prospectId);
    if (isTargetRefused(target)) throw new RefusalError(target);
    return this.reviews.submit({ userId: networkerUserId, type: 'networker' }, target.prospectId, content);
  }
}
