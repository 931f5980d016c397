import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, ProspectStatus } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The invitation's operator corrects the last status change (an undo, or later with a reason). */
export class CorrectProspectStatus extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly from: ProspectStatus,
    readonly reason: string | null,
  ) {
    super();
  }
}

@CommandHandler(CorrectProspectStatus)
export class CorrectProspectStatusHandler implements ICommandHandler<CorrectProspectStatus> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, from, reason }: CorrectProspectStatus): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'CorrectProspectStatus', operatorId, prospectId, from, reason });
  }
}
