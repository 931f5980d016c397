import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CommandAnswer,
  PROSPECT_EVENT_TYPES,
  PROSPECT_LIST_MESSAGES,
  PROSPECT_MESSAGES,
  prospectStream,
  type RecommendationAnswerRequest,
  type RecommendedProspectAnsweredData,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';
import {
  evolveRecommendedProspect,
  NO_PROSPECT,
} from '../recommended-prospects/recommended-prospect-state.js';

export interface RecommendationAnswer {
  status: RecommendationAnswerRequest['status'];
  notes: string | null;
}

/**
 * A networker who holds a place on the invitation answers one recommendation, once. Unlike an
 * acceptance (which skips answered recommendations so a retried registration succeeds), a second
 * answer is refused; the append expects the revision the check was made on, so of two answers at
 * the same moment one wins and the other answers 409.
 */
@Injectable()
export class AnswerRecommendation {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async answer(
    networkerUserId: string,
    prospectId: string,
    answer: RecommendationAnswer,
  ): Promise<CommandAnswer> {
    const { state, revision } = await this.streams.load(
      prospectStream(prospectId),
      NO_PROSPECT,
      evolveRecommendedProspect,
    );
    const onInvitation =
      state.exists &&
      !state.removed &&
      (await this.places.holders(state.invitationId!)).includes(networkerUserId);
    // Other invitations' recommendations are answered as unknown: their existence is not the caller's to learn.
    if (!onInvitation) throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    if (state.approvalStatus !== 'pending')
      throw new ConflictException(PROSPECT_LIST_MESSAGES.alreadyAnswered);
    const data: RecommendedProspectAnsweredData = {
      prospectId,
      invitationId: state.invitationId!,
      operatorId: state.operatorId!,
      networkerUserId,
      notes: answer.notes,
    };
    const type =
      answer.status === 'approved'
        ? PROSPECT_EVENT_TYPES.recommendedProspectApproved
        : PROSPECT_EVENT_TYPES.recommendedProspectRejected;
    const written = await this.writer.append(prospectStream(prospectId), [{ type, data }], revision);
    return this.readYourWrites.answer(written);
  }
}
