import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Company } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { CompanyCatalogue } from '../company-catalogue.js';
import type { CompaniesQueryRefusalCode } from './companies-query-refusals.js';

/** One company of the catalogue. */
export class GetCompany extends Query<Company> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(GetCompany)
export class GetCompanyHandler implements IQueryHandler<GetCompany> {
  constructor(@Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue) {}

  async execute({ companyId }: GetCompany): Promise<Company> {
    const company = await this.catalogue.byId(companyId);
    if (!company)
      throw new RefusalError(refuse<CompaniesQueryRefusalCode>('company_not_found', 'Company not found'));
    return company;
  }
}
