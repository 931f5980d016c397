import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, ProspectFields } from '@referrals/contracts';
import { ProspectCommands } from '../../../pipeline/index.js';
import { ID_GENERATOR, type IdGenerator } from '../../../platform/ports/id-generator.js';
import { InvitationAccess } from '../../invitation-access.js';

export interface AddedProspect extends CommandAnswer {
  id: string;
}

/** The operator recommends a prospect to the networker of one of their invitations. */
export class RecommendProspect extends Command<AddedProspect> {
  constructor(
    readonly operatorId: string,
    readonly invitationId: string,
    readonly fields: ProspectFields & { prospectName: string },
  ) {
    super();
  }
}

@CommandHandler(RecommendProspect)
export class RecommendProspectHandler implements ICommandHandler<RecommendProspect> {
  constructor(
    @Inject(InvitationAccess) private readonly invitations: InvitationAccess,
    @Inject(ProspectCommands) private readonly prospects: ProspectCommands,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ operatorId, invitationId, fields }: RecommendProspect): Promise<AddedProspect> {
    await this.invitations.ownedBy(operatorId, invitationId);
    const prospectId = this.ids.orderedUuid();
    const answer = await this.prospects.run({
      type: 'RecommendProspect',
      prospectId,
      invitationId,
      operatorId,
      fields,
    });
    return { ...answer, id: prospectId };
  }
}
