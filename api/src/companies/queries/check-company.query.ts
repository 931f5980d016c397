import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CompanyCheckAnswer, parseCompanyInput } from '@referrals/contracts';
import { CompanyCatalogue } from '../company-catalogue.js';
import { LogoFinder } from '../logo-finder.js';

/** Whether a company typed in is known, and its logo (stored, or found now). */
export class CheckCompany extends Query<CompanyCheckAnswer> {
  constructor(readonly companyInput: string) {
    super();
  }
}

@QueryHandler(CheckCompany)
export class CheckCompanyHandler implements IQueryHandler<CheckCompany> {
  constructor(
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
  ) {}

  async execute({ companyInput }: CheckCompany): Promise<CompanyCheckAnswer> {
    const known = await this.catalogue.byName(parseCompanyInput(companyInput).name);
    const logoUrl = known?.logoUrl ?? (await this.logos.find(companyInput));
    return { exists: known !== null || logoUrl !== null, logoUrl };
  }
}
