import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  PROSPECT_MESSAGES,
  prospectStream,
  REVIEW_EVENT_TYPES,
  REVIEW_MESSAGES,
  reviewComment,
  revieweeOf,
  revieweeTypeMismatchMessage,
  revieweeTypeOf,
  type Reviewer,
  reviewRefusal,
  type ReviewSubmittedAnswer,
  type ReviewSubmittedData,
  reviewStream,
  type SubmitReviewRequest,
  WrongExpectedVersion,
} from '@referrals/contracts';
import { evolveProspectPipeline, NOT_IN_PIPELINE } from '../../pipeline/prospect-pipeline-state.js';
import { EventWriter, type WrittenEvents } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';

export interface ReviewContent {
  rating: number;
  /** Trimmed; null when empty. */
  comment: string | null;
}

/**
 * A party to a prospect reviews the other party, once the meeting was held. The prospect's own
 * stream says who its parties are and where it stands; the review is the only event of its side's
 * review stream, appended expecting no stream, so a second review of that side (also one sent at
 * the same moment) fails there and answers 409. The prospect's status is left as it is.
 */
@Injectable()
export class SubmitReview {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  /** POST /api/reviews: the body may name the reviewee's type, which must then be the other side. */
  submitRequest(reviewer: Reviewer, request: SubmitReviewRequest): Promise<ReviewSubmittedAnswer> {
    if (request.revieweeType && request.revieweeType !== revieweeTypeOf(reviewer.type))
      throw new BadRequestException(revieweeTypeMismatchMessage(reviewer.type));
    return this.submit(reviewer, request.submissionId, {
      rating: request.rating,
      comment: reviewComment(request.comment),
    });
  }

  async submit(
    reviewer: Reviewer,
    prospectId: string,
    content: ReviewContent,
  ): Promise<ReviewSubmittedAnswer> {
    const { state } = await this.streams.load(
      prospectStream(prospectId),
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
    const refusal = state.removed ? 'not_a_party' : reviewRefusal(state, reviewer);
    // Someone else's prospect is answered as unknown: its existence is not theirs to learn.
    if (refusal === 'not_a_party') throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    if (refusal) throw new ConflictException(REVIEW_MESSAGES.meetingNotHeld);
    const data: ReviewSubmittedData = {
      reviewId: this.ids.uuid(),
      prospectId,
      // A prospect whose meeting was held is in the pipeline: its invitation and both parties are known.
      invitationUuid: state.invitationId!,
      reviewerUserId: reviewer.userId,
      reviewerType: reviewer.type,
      revieweeUserId: revieweeOf(state, reviewer.type)!,
      revieweeType: revieweeTypeOf(reviewer.type),
      rating: content.rating,
      comment: content.comment,
    };
    const written = await this.appendOnce(reviewStream(prospectId, reviewer.type), data);
    return { id: data.reviewId, submissionId: prospectId, ...(await this.readYourWrites.answer(written)) };
  }

  private async appendOnce(streamName: string, data: ReviewSubmittedData): Promise<WrittenEvents> {
    try {
      return await this.writer.append(
        streamName,
        [{ type: REVIEW_EVENT_TYPES.reviewSubmitted, data }],
        'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersion) throw new ConflictException(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
  }
}
