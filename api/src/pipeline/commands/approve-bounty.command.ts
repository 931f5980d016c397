import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BountyKind, CommandAnswer } from '@referrals/contracts';
import { ProspectCommands } from './prospect-commands.js';

/** The operator agrees that an earned bounty is due. */
export class ApproveBounty extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly prospectId: string,
    readonly kind: BountyKind,
  ) {
    super();
  }
}

@CommandHandler(ApproveBounty)
export class ApproveBountyHandler implements ICommandHandler<ApproveBounty> {
  constructor(@Inject(ProspectCommands) private readonly prospects: ProspectCommands) {}

  execute({ operatorId, prospectId, kind }: ApproveBounty): Promise<CommandAnswer> {
    return this.prospects.run({ type: 'ApproveBounty', operatorId, prospectId, kind });
  }
}
