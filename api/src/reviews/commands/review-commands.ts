import { Inject, Injectable } from '@nestjs/common';
import {
  prospectStream,
  type Reviewer,
  type ReviewParty,
  type ReviewSubmittedAnswer,
  reviewStream,
} from '@referrals/contracts';
import { prospectDecider } from '../../pipeline/index.js';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { reviewDecider } from '../domain/review.js';
import type { ReviewCommand, ReviewFacts } from '../domain/review-commands.js';

export interface ReviewContent {
  /** A whole number of stars, 1 to 5 (checked by the DTO). */
  rating: number;
  /** Trimmed; null when empty. */
  comment: string | null;
}

/**
 * Runs a review on its side's stream with the fact it needs: the prospect as its own stream says it
 * stands (who its parties are, where it is in the pipeline). The prospect's status is left as it is.
 */
@Injectable()
export class ReviewCommands {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async submit(
    reviewer: Reviewer,
    prospectId: string,
    content: ReviewContent,
    claimedRevieweeType: ReviewParty | null = null,
  ): Promise<ReviewSubmittedAnswer> {
    const command: ReviewCommand = {
      type: 'SubmitReview',
      prospectId,
      reviewId: this.ids.uuid(),
      reviewer,
      claimedRevieweeType,
      ...content,
    };
    const streamName = reviewStream(prospectId, reviewer.type);
    // The same side's review, sent at the same moment, got there first: deciding again on the
    // stream as it now is refuses this one as a second review.
    const answer = await this.runner.run(reviewDecider, streamName, command, () => this.facts(prospectId), {
      decideAgainOnConflict: 1,
    });
    return { id: command.reviewId, submissionId: prospectId, ...answer };
  }

  private async facts(prospectId: string): Promise<ReviewFacts> {
    const { state } = await this.streams.fold(prospectStream(prospectId), prospectDecider);
    return { prospect: state };
  }
}
