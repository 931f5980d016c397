import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type CommandAnswer,
  INVITATION_MESSAGES,
  invitationSlug,
  invitationSlugStream,
  invitationStream,
  OPERATOR_PROFILE_DEFAULTS,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { invitationDecider } from '../domain/invitation.js';
import type { InvitationFacts, NewInvitation } from '../domain/invitation-commands.js';
import { slugDecider } from '../domain/invitation-slug.js';
import { reserveGeneratedSlug } from './generated-slug.js';

export interface CreatedInvitation extends CommandAnswer {
  id: string;
  uuid: string;
  slug: string;
}

/** The operator creates an invitation (personal or a group link), under a link name of their choice or one made up. */
export class CreateInvitation extends Command<CreatedInvitation> {
  constructor(
    readonly operatorId: string,
    readonly slugInput: string | undefined,
    readonly invitation: NewInvitation,
  ) {
    super();
  }
}

/**
 * Once the operator's profile has every required field: reserves the link name (unique across the
 * product), then records the invitation in its own stream.
 */
@CommandHandler(CreateInvitation)
export class CreateInvitationHandler implements ICommandHandler<CreateInvitation> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ operatorId, slugInput, invitation }: CreateInvitation): Promise<CreatedInvitation> {
    const now = this.clock.now();
    const requested = invitationSlug(invitation.inviteeName, slugInput, now);
    const invitationId = this.ids.uuid();
    const commandWith = (slug: string) =>
      ({ type: 'CreateInvitation', invitationId, operatorId, slug, invitation }) as const;
    const facts = await this.profileFacts(operatorId);
    // Decided first without appending, so an incomplete profile or a bad name reserves nothing.
    const check = invitationDecider.decide(commandWith(requested), invitationDecider.initialState, facts);
    if (!Array.isArray(check)) throw new RefusalError(check);
    const slug = slugInput?.trim()
      ? await this.reserve(requested, invitationId)
      : await reserveGeneratedSlug(invitation.inviteeName, now, (name) => this.reserve(name, invitationId));
    const answer = await this.runner.run(
      invitationDecider,
      invitationStream(invitationId),
      commandWith(slug),
      () => facts,
    );
    return { ...answer, id: invitationId, uuid: invitationId, slug };
  }

  /** The profile fields still missing and the revenue share a new invitation starts from. */
  private async profileFacts(operatorId: string): Promise<InvitationFacts> {
    const rows = await this.dataSource.query<{ missing_fields: string[]; revenue_share: string | null }[]>(
      `SELECT missing_fields, profile->>'revenueShare' AS revenue_share FROM operator_profiles WHERE user_id = $1`,
      [operatorId],
    );
    const row = rows[0];
    return {
      missingProfileFields: row ? row.missing_fields : ['your profile'],
      profileRevenueSharePercent:
        row?.revenue_share != null ? Number(row.revenue_share) : OPERATOR_PROFILE_DEFAULTS.revenueShare,
    };
  }

  /** Answers the name reserved. */
  private async reserve(slug: string, invitationId: string): Promise<string> {
    const command = { type: 'ReserveSlug', slug, invitationId } as const;
    try {
      await this.runner.run(slugDecider, invitationSlugStream(slug), command, () => ({}));
      return slug;
    } catch (error) {
      // Two invitations claiming one name at the same moment: the second is told the name is taken.
      if (error instanceof WrongExpectedVersion)
        throw new RefusalError(refuse('slug_taken', INVITATION_MESSAGES.slugTaken));
      throw error;
    }
  }
}
