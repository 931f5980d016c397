import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, DisputeParty } from '@referrals/contracts';
import { ProspectCommands } from '../../pipeline/index.js';

/** The party that did not open the dispute answers it. */
export class RespondToDispute extends Command<CommandAnswer> {
  constructor(
    readonly userId: string,
    readonly party: DisputeParty,
    readonly prospectId: string,
    readonly disputeId: string,
    readonly response: string,
    readonly links: string[],
  ) {
    super();
  }
}

@CommandHandler(RespondToDispute)
export class RespondToDisputeHandler implements ICommandHandler<RespondToDispute> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({
    userId,
    party,
    prospectId,
    disputeId,
    response,
    links,
  }: RespondToDispute): Promise<CommandAnswer> {
    return this.prospects.run({
      type: 'RespondToDispute',
      prospectId,
      userId,
      party,
      disputeId,
      response,
      links,
    });
  }
}
