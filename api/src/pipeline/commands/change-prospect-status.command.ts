import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer, ProspectStatus } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The invitation's operator moves a prospect along the pipeline (or records an update with notes). */
export class ChangeProspectStatus extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly status: ProspectStatus,
    readonly notes: string | null,
    /** Why, on a rejection. */
    readonly reason: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(ChangeProspectStatus)
export class ChangeProspectStatusHandler implements ICommandHandler<ChangeProspectStatus> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, status, notes, reason }: ChangeProspectStatus): Promise<CommandAnswer> {
    return this.prospects.run({
      type: 'ChangeProspectStatus',
      operatorId,
      prospectId,
      status,
      notes,
      reason,
    });
  }
}
