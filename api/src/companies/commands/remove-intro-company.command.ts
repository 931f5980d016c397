import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProfileCompanyCommands } from './profile-company-commands.js';

/** The networker takes a company off their intro companies. */
export class RemoveIntroCompany extends Command<CommandAnswer> {
  constructor(
    readonly networkerUserId: string,
    readonly companyId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveIntroCompany)
export class RemoveIntroCompanyHandler implements ICommandHandler<RemoveIntroCompany> {
  constructor(@Inject(ProfileCompanyCommands) private readonly lists: ProfileCompanyCommands) {}

  execute({ networkerUserId, companyId }: RemoveIntroCompany): Promise<CommandAnswer> {
    return this.lists.onIntros({ type: 'RemoveIntroCompany', networkerUserId, companyId });
  }
}
