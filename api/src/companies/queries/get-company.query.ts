import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Company } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { CompanyCatalogue } from '../company-catalogue.js';
import type { CompaniesQueryRefusalCode } from './companies-query-refusals.js';

/** One company of the catalogue, as the signed-in viewer sees it. */
export class GetCompany extends Query<Company> {
  constructor(
    readonly companyId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}

@QueryHandler(GetCompany)
export class GetCompanyHandler implements IQueryHandler<GetCompany> {
  constructor(@Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue) {}

  async execute({ companyId, viewerId }: GetCompany): Promise<Company> {
    const company = await this.catalogue.byId(companyId, viewerId);
    if (!company)
      throw new RefusalError(refuse<CompaniesQueryRefusalCode>('company_not_found', 'Company not found'));
    return company;
  }
}
