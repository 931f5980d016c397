import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Company, companyStream, parseCompanyInput, WrongExpectedVersion } from '@referrals/contracts';
import { companyNameKey } from '@referrals/projections';
import { RefusalError } from '../../kernel/decider.js';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { CompanyCatalogue } from '../company-catalogue.js';
import { companyIdFor } from '../company-id.js';
import { companyDecider } from '../domain/company.js';

/** The company of this "Name | domain" input, registered in the catalogue first when it is new. */
export class FindOrCreateCompany extends Command<Company> {
  constructor(
    readonly companyInput: string,
    readonly logoUrl: string | null,
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
  ) {}

  async execute({ companyInput, logoUrl }: FindOrCreateCompany): Promise<Company> {
    const { name, domain } = parseCompanyInput(companyInput);
    const existing = await this.catalogue.byName(name);
    if (existing) return existing;
    const companyId = companyIdFor(companyNameKey(name));
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
      return (await this.catalogue.byName(name)) ?? company;
    }
  }
}
