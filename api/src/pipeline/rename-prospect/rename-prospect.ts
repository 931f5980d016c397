import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CommandAnswer,
  PROSPECT_EVENT_TYPES,
  PROSPECT_MESSAGES,
  type ProspectRenamedData,
  prospectStream,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { evolveProspectPipeline, NOT_IN_PIPELINE } from '../prospect-pipeline-state.js';

/**
 * The invitation's operator renames a prospect, recommended or submitted, at any stage. The append
 * expects the revision it checked ownership on, so a rename racing another change answers 409.
 */
@Injectable()
export class RenameProspect {
  constructor(
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async rename(operatorId: string, prospectId: string, prospectName: string): Promise<CommandAnswer> {
    const { state, revision } = await this.streams.load(
      prospectStream(prospectId),
      NOT_IN_PIPELINE,
      evolveProspectPipeline,
    );
    // Another operator's prospect is answered as unknown: its existence is not theirs to learn.
    if (state.operatorId !== operatorId || state.removed || !state.invitationId) {
      throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    }
    const data: ProspectRenamedData = {
      prospectId,
      invitationId: state.invitationId,
      operatorId,
      networkerUserId: state.networkerUserId,
      prospectName: prospectName.trim(),
    };
    const written = await this.writer.append(
      prospectStream(prospectId),
      [{ type: PROSPECT_EVENT_TYPES.prospectRenamed, data }],
      revision,
    );
    return this.readYourWrites.answer(written);
  }
}
