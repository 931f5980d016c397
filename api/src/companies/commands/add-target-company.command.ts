import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProfileCompanyCommands } from './profile-company-commands.js';

/** The operator adds a company of the catalogue to their target companies, with the role to meet there. */
export class AddTargetCompany extends Command<CommandAnswer> {
  constructor(
    readonly operatorId: string,
    readonly companyId: string,
    readonly roleTitle: string | null,
  ) {
    super();
  }
}

@CommandHandler(AddTargetCompany)
export class AddTargetCompanyHandler implements ICommandHandler<AddTargetCompany> {
  constructor(@Inject(ProfileCompanyCommands) private readonly lists: ProfileCompanyCommands) {}

  execute({ operatorId, companyId, roleTitle }: AddTargetCompany): Promise<CommandAnswer> {
    return this.lists.onOperator({ type: 'AddTargetCompany', operatorId, companyId, roleTitle });
  }
}
