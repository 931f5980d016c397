import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  INVITATION_EVENT_TYPES,
  INVITATION_MESSAGES,
  type InvitationCreatedData,
  type InvitationSlugReservedData,
  invitationSlug,
  invitationSlugStream,
  invitationStream,
  isValidInvitationSlug,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { EventWriter } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../platform/ports/id-generator.js';

/** What the new invitation says, before its id and slug are settled. */
export type NewInvitation = Omit<InvitationCreatedData, 'invitationId' | 'operatorId' | 'slug'>;

export interface CreatedInvitation extends CommandAnswer {
  id: string;
  uuid: string;
  slug: string;
}

/**
 * Creates an invitation once the operator's profile has every required field: reserves the
 * link name (unique across the product), then records the invitation in its own stream.
 */
@Injectable()
export class CreateInvitation {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async create(
    operatorId: string,
    slugInput: string | undefined,
    invitation: NewInvitation,
  ): Promise<CreatedInvitation> {
    await this.requireCompleteProfile(operatorId);
    const slug = invitationSlug(invitation.inviteeName, slugInput, this.clock.now());
    if (!isValidInvitationSlug(slug)) throw new BadRequestException(INVITATION_MESSAGES.slugInvalid);
    const invitationId = this.ids.uuid();
    await this.reserveSlug(slug, invitationId);
    const data: InvitationCreatedData = { ...invitation, invitationId, operatorId, slug };
    const written = await this.writer.append(
      invitationStream(invitationId),
      [{ type: INVITATION_EVENT_TYPES.invitationCreated, data }],
      'no_stream',
    );
    return { ...(await this.readYourWrites.answer(written)), id: invitationId, uuid: invitationId, slug };
  }

  private async requireCompleteProfile(operatorId: string): Promise<void> {
    const rows = await this.dataSource.query<{ missing_fields: string[] }[]>(
      'SELECT missing_fields FROM operator_profiles WHERE user_id = $1',
      [operatorId],
    );
    const missing = rows[0] ? rows[0].missing_fields : ['your profile'];
    if (missing.length > 0) {
      throw new BadRequestException(`${INVITATION_MESSAGES.profileIncompleteTitle}: ${missing.join(', ')}`);
    }
  }

  private async reserveSlug(slug: string, invitationId: string): Promise<void> {
    const data: InvitationSlugReservedData = { slug, invitationId };
    try {
      await this.writer.append(
        invitationSlugStream(slug),
        [{ type: INVITATION_EVENT_TYPES.invitationSlugReserved, data }],
        'no_stream',
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersion) throw new ConflictException(INVITATION_MESSAGES.slugTaken);
      throw error;
    }
  }
}
