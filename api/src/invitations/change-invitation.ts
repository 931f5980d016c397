import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  type ExpectedRevision,
  INVITATION_EVENT_TYPES,
  INVITATION_MESSAGES,
  type InvitationBountiesChangedData,
  type InvitationBountyTerms,
  type InvitationInviteeRenamedData,
  invitationStream,
  type InvitationToggledData,
} from '@referrals/contracts';
import { EventWriter, type PendingEvent } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { InvitationAccess } from './invitation-access.js';

export interface InvitationChange {
  networkerFirstName?: string;
  isActive?: boolean;
}

/**
 * The operator's later changes to an invitation: the networker's name, enabling or disabling
 * the link, the bounties. Each appends after the revision it decided on, so of two concurrent
 * changes one wins and the other gets 409.
 */
@Injectable()
export class ChangeInvitation {
  constructor(
    @Inject(InvitationAccess) private readonly access: InvitationAccess,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async update(operatorId: string, invitationId: string, change: InvitationChange): Promise<CommandAnswer> {
    if (change.networkerFirstName === undefined && change.isActive === undefined) {
      throw new BadRequestException(INVITATION_MESSAGES.nothingToUpdate);
    }
    const inviteeName = change.networkerFirstName?.trim();
    if (change.networkerFirstName !== undefined && !inviteeName) {
      throw new BadRequestException(INVITATION_MESSAGES.validNameRequired);
    }
    const { revision } = await this.access.ownedBy(operatorId, invitationId);
    const events: PendingEvent[] = [];
    if (inviteeName) {
      const data: InvitationInviteeRenamedData = { invitationId, operatorId, inviteeName };
      events.push({ type: INVITATION_EVENT_TYPES.invitationInviteeRenamed, data });
    }
    if (change.isActive !== undefined) {
      const data: InvitationToggledData = { invitationId, operatorId };
      const type = change.isActive
        ? INVITATION_EVENT_TYPES.invitationEnabled
        : INVITATION_EVENT_TYPES.invitationDisabled;
      events.push({ type, data });
    }
    return this.append(invitationId, events, revision);
  }

  async changeBounties(
    operatorId: string,
    invitationId: string,
    bounties: InvitationBountyTerms,
  ): Promise<CommandAnswer> {
    const { revision } = await this.access.ownedBy(operatorId, invitationId);
    const data: InvitationBountiesChangedData = { invitationId, operatorId, bounties };
    return this.append(
      invitationId,
      [{ type: INVITATION_EVENT_TYPES.invitationBountiesChanged, data }],
      revision,
    );
  }

  private async append(
    invitationId: string,
    events: PendingEvent[],
    revision: ExpectedRevision,
  ): Promise<CommandAnswer> {
    const written = await this.writer.append(invitationStream(invitationId), events, revision);
    return this.readYourWrites.answer(written);
  }
}
