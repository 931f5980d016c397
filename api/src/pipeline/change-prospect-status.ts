import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  type CommandAnswer,
  PROSPECT_EVENT_TYPES,
  PROSPECT_MESSAGES,
  type ProspectStatus,
  type ProspectStatusChangedData,
  prospectStream,
  statusChangeRefusal,
  statusChangeRefusalMessage,
} from '@referrals/contracts';
import { EventWriter } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { StreamStates } from '../platform/events/stream-state.js';
import { evolveProspectPipeline, NOT_IN_PIPELINE } from './prospect-pipeline-state.js';

export interface StatusChange {
  status: ProspectStatus;
  notes: string | null;
}

/**
 * The invitation's operator moves a prospect along the pipeline. The rules are the contracts'
 * `statusChangeRefusal`; the append expects the revision the decision was made on, so of two
 * changes at the same moment one wins and the other answers 409.
 */
@Injectable()
export class ChangeProspectStatus {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async change(operatorId: string, prospectId: string, change: StatusChange): Promise<CommandAnswer> {
    const { state, revision } = await this.streams.load(
      prospectStream(prospectId),
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
    // Another operator's prospect is answered as unknown: its existence is not theirs to learn.
    if (state.operatorId !== operatorId || state.removed || !state.invitationId) {
      throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    }
    if (state.status === null || state.networkerUserId === null) {
      throw new ConflictException(PROSPECT_MESSAGES.notInPipeline);
    }
    const refusal = statusChangeRefusal(state.status, change.status, change.notes !== null);
    if (refusal) throw new BadRequestException(statusChangeRefusalMessage(refusal, state.status));
    const data: ProspectStatusChangedData = {
      prospectId,
      invitationId: state.invitationId,
      operatorId,
      networkerUserId: state.networkerUserId,
      from: state.status,
      to: change.status,
      notes: change.notes,
    };
    const written = await this.writer.append(
      prospectStream(prospectId),
      [{ type: PROSPECT_EVENT_TYPES.prospectStatusChanged, data }],
      revision,
    );
    return this.readYourWrites.answer(written);
  }
}
