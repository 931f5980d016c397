import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type CommandAnswer,
  type ExpectedRevision,
  PROSPECT_EVENT_TYPES,
  PROSPECT_MESSAGES,
  type ProspectFields,
  prospectStream,
  type RecommendedProspectAddedData,
  type RecommendedProspectDetails,
  type RecommendedProspectEditedData,
  type RecommendedProspectRemovedData,
} from '@referrals/contracts';
import { EventWriter, type PendingEvent } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { StreamStates } from '../../platform/events/stream-state.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { optionalText } from '../../platform/http/optional-text.js';
import { InvitationAccess } from '../invitation-access.js';
import {
  evolveRecommendedProspect,
  NO_PROSPECT,
  type RecommendedProspectState,
} from './recommended-prospect-state.js';

const OPTIONAL_FIELDS = [
  'prospectTitle',
  'prospectCompany',
  'prospectLinkedinUrl',
  'prospectEmail',
  'prospectPhone',
  'operatorMessage',
  'networkerNotes',
  'profileImageUrl',
] as const satisfies readonly (keyof ProspectFields)[];

/** Trimmed details with empty optional fields left out (the spec's rule for the dialogs). */
function details(prospectName: string, fields: ProspectFields): RecommendedProspectDetails {
  const result: RecommendedProspectDetails = { prospectName: prospectName.trim() };
  for (const field of OPTIONAL_FIELDS) {
    const value = optionalText(fields[field]);
    if (value) result[field] = value;
  }
  return result;
}

export interface AddedProspect extends CommandAnswer {
  id: string;
}

/** The operator's recommended prospects under an invitation: add, edit, remove while still pending. */
@Injectable()
export class RecommendedProspects {
  constructor(
    @Inject(InvitationAccess) private readonly invitations: InvitationAccess,
    @Inject(StreamStates) private readonly streams: StreamStates,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async add(
    operatorId: string,
    invitationId: string,
    fields: ProspectFields & { prospectName: string },
  ): Promise<AddedProspect> {
    await this.invitations.ownedBy(operatorId, invitationId);
    const prospectId = this.ids.uuid();
    const data: RecommendedProspectAddedData = {
      prospectId,
      invitationId,
      operatorId,
      details: details(fields.prospectName, fields),
    };
    const answer = await this.append(
      prospectId,
      { type: PROSPECT_EVENT_TYPES.recommendedProspectAdded, data },
      'no_stream',
    );
    return { ...answer, id: prospectId };
  }

  /** Changes the fields sent; an empty optional field clears it. */
  async edit(operatorId: string, prospectId: string, fields: ProspectFields): Promise<CommandAnswer> {
    const { state, revision } = await this.pending(operatorId, prospectId);
    const current = state.details!;
    const merged: ProspectFields = { ...current };
    for (const [field, value] of Object.entries(fields) as [keyof ProspectFields, string | undefined][]) {
      if (value !== undefined) merged[field] = value;
    }
    const data: RecommendedProspectEditedData = {
      prospectId,
      invitationId: state.invitationId!,
      operatorId,
      details: details(merged.prospectName ?? current.prospectName, merged),
    };
    return this.append(prospectId, { type: PROSPECT_EVENT_TYPES.recommendedProspectEdited, data }, revision);
  }

  async remove(operatorId: string, prospectId: string): Promise<CommandAnswer> {
    const { state, revision } = await this.pending(operatorId, prospectId);
    const data: RecommendedProspectRemovedData = {
      prospectId,
      invitationId: state.invitationId!,
      operatorId,
    };
    return this.append(prospectId, { type: PROSPECT_EVENT_TYPES.recommendedProspectRemoved, data }, revision);
  }

  /** The operator's own prospect, still waiting for the networker's answer. */
  private async pending(operatorId: string, prospectId: string) {
    const loaded = await this.streams.load<RecommendedProspectState>(
      prospectStream(prospectId),
      NO_PROSPECT,
      evolveRecommendedProspect,
    );
    const { state } = loaded;
    if (!state.exists || state.removed) throw new NotFoundException(PROSPECT_MESSAGES.notFound);
    if (state.operatorId !== operatorId)
      throw new ForbiddenException('This prospect belongs to another operator.');
    if (state.approvalStatus !== 'pending') throw new ConflictException(PROSPECT_MESSAGES.inPipeline);
    return loaded;
  }

  private async append(
    prospectId: string,
    event: PendingEvent,
    revision: ExpectedRevision,
  ): Promise<CommandAnswer> {
    return this.readYourWrites.answer(
      await this.writer.append(prospectStream(prospectId), [event], revision),
    );
  }
}
