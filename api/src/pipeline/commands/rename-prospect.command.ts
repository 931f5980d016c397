import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The invitation's operator renames a prospect, recommended or submitted, at any stage. */
export class RenameProspect extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly prospectName: string,
  ) {
    super();
  }
}

@CommandHandler(RenameProspect)
export class RenameProspectHandler implements ICommandHandler<RenameProspect> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, prospectName }: RenameProspect): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'RenameProspect', operatorId, prospectId, prospectName });
  }
}
