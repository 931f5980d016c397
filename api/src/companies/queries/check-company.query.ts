import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CompanyCheckAnswer, parseCompanyInput } from '@referrals/contracts';
import { CompanyCatalogue } from '../company-catalogue.js';
import { LogoFinder } from '../logo-finder.js';

/** Whether a company typed in is known, and its logo as the viewer sees it (stored, or found now). */
export class CheckCompany extends Query<CompanyCheckAnswer> {
  constructor(
    readonly companyInput: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(CheckCompany)
export class CheckCompanyHandler implements IQueryHandler<CheckCompany> {
  constructor(
    @Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue,
    @Inject(LogoFinder) private readonly logos: LogoFinder,
  ) {}

  async execute({ companyInput, viewerId }: CheckCompany): Promise<CompanyCheckAnswer> {
    const known = await this.catalogue.byName(parseCompanyInput(companyInput).name, viewerId);
    const logoUrl = known?.logoUrl ?? (await this.logos.find(companyInput));
    return { exists: known !== null || logoUrl !== null, logoUrl };
  }
}
