import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import { ProfileCompanyCommands } from './profile-company-commands.js';

/** The networker adds a company of the catalogue to their intro companies, with their notes. */
export class AddIntroCompany extends Command<CommandAnswer> {
  constructor(
    readonly networkerUserId: string,
    readonly companyId: string,
    readonly notes: string | null,
    readonly verified: boolean,
  ) {
    super();
  }
}

@CommandHandler(AddIntroCompany)
export class AddIntroCompanyHandler implements ICommandHandler<AddIntroCompany> {
  constructor(@Inject(ProfileCompanyCommands) private readonly lists: ProfileCompanyCommands) {}

  execute({ networkerUserId, companyId, notes, verified }: AddIntroCompany): Promise<CommandAnswer> {
    return this.lists.onIntros({ type: 'AddIntroCompany', networkerUserId, companyId, notes, verified });
  }
}
