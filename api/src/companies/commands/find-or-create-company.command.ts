import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Company, companyStream, parseCompanyInput, WrongExpectedVersion } from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import { RefusalError } from '../../kernel/decider.js';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { CompanyCatalogue } from '../company-catalogue.js';
import { companyIdFor } from '../company-id.js';
import { companyDecider } from '../domain/company.js';
import { LogoFinder } from '../logo-finder.js';
import { ProfileCompanyCommands } from './profile-company-commands.js';

/**
 * The company of this "Name | domain" input, registered in the catalogue first when it is new, as
 * the operator asking sees it. The catalogue's logo is only ever the server's own lookup; a logo
 * the operator sends that differs from what they see is kept as their own, shown to them only.
 */
export class FindOrCreateCompany extends Command<Company> {
  constructor(
    readonly companyInput: string,
    readonly operatorLogoUrl: string | null,
    readonly operatorId: string,
  ) {
    super();
  }
}

/** Someone registered the company a moment ago: theirs is the company. */
const registeredMeanwhile = (error: unknown): boolean =>
  error instanceof WrongExpectedVersion ||
  (error instanceof RefusalError && error.refusal.refused === 'company_already_registered');

@CommandHandler(FindOrCreateCompany)
export class FindOrCreateCompanyHandler implements ICommandHandler<FindOrCreateCompany> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
    @Inject(ProfileCompanyCommands) private readonly profiles: ProfileCompanyCommands,
  ) {}

  async execute({ companyInput, operatorLogoUrl, operatorId }: FindOrCreateCompany): Promise<Company> {
    const company = await this.findOrRegister(companyInput, operatorId);
    if (operatorLogoUrl === null || operatorLogoUrl === company.logoUrl) return company;
    await this.profiles.onOperator({
      type: 'ChooseCompanyLogo',
      operatorId,
      companyId: company.id,
      logoUrl: operatorLogoUrl,
    });
    return { ...company, logoUrl: operatorLogoUrl };
  }

  private async findOrRegister(companyInput: string, viewerId: string): Promise<Company> {
    const { name, domain } = parseCompanyInput(companyInput);
    const existing = await this.catalogue.byName(name, viewerId);
    if (existing) return existing;
    const companyId = companyIdFor(companyNameKey(name));
    const logoUrl = await this.logos.find(companyInput);
    const company: Company = { id: companyId, name, domain, logoUrl };
    try {
      await this.runner.run(
        companyDecider,
        companyStream(companyId),
        { type: 'RegisterCompany', companyId, name, domain, logoUrl },
        () => ({}),
      );
      return company;
    } catch (error) {
      if (!registeredMeanwhile(error)) throw error;
      return (await this.catalogue.byName(name, viewerId)) ?? company;
    }
  }
}
