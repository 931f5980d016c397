import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProfileCompanyCommands } from './profile-company-commands.js';

/** The operator takes a company off their target companies. */
export class RemoveTargetCompany extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly companyId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveTargetCompany)
export class RemoveTargetCompanyHandler implements ICommandHandler<RemoveTargetCompany> {
  constructor(@Inject(ProfileCompanyCommands) private readonly lists: ProfileCompanyCommands) {}

  execute({ operatorId, companyId }: RemoveTargetCompany): Promise<CommandAnswer> {
    return this.lists.onOperator({ type: 'RemoveTargetCompany', operatorId, companyId });
  }
}
