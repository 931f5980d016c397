import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  PROSPECT_EVENT_TYPES,
  type ProspectRenamedData,
  prospectStream,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { OperatorProspects } from '../operator-prospect.js';

/**
 * The invitation's operator renames a prospect, recommended or submitted, at any stage. The append
 * expects the revision it checked ownership on, so a rename racing another change answers 409.
 */
@Injectable()
export class RenameProspect {
  constructor(
    @Inject(OperatorProspects) private readonly prospects: OperatorProspects,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async rename(operatorId: string, prospectId: string, prospectName: string): Promise<CommandAnswer> {
    const { state, revision } = await this.prospects.loadAny(operatorId, prospectId);
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
