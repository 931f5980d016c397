import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type LogoFetchAnswer, parseCompanyInput } from '@referrals/contracts';
import { CompanyCatalogue } from '../company-catalogue.js';
import { LogoFinder } from '../logo-finder.js';

/**
 * A company avatar's logo on any page, public ones included: the catalogue's (never an operator's
 * own), or else one found now; empty when there is none.
 */
export class FindCompanyLogo extends Query<LogoFetchAnswer> {
  constructor(readonly companyName: string) {
    super();
  }
}

@QueryHandler(FindCompanyLogo)
export class FindCompanyLogoHandler implements IQueryHandler<FindCompanyLogo> {
  constructor(
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
  ) {}

  async execute({ companyName }: FindCompanyLogo): Promise<LogoFetchAnswer> {
    const known = companyName ? await this.catalogue.byName(parseCompanyInput(companyName).name, null) : null;
    const logo = known?.logoUrl ?? (companyName ? await this.logos.find(companyName) : null);
    return { logo: logo ?? '', companyName };
  }
}
