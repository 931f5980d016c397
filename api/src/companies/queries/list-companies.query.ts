import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Company } from '@referrals/contracts';
import { CompanyCatalogue } from '../company-catalogue.js';

/** The shared company catalogue, as the signed-in viewer sees it. */
export class ListCompanies extends Query<Company[]> {
  constructor(readonly viewerId: string) {
    super();
  }
}

@QueryHandler(ListCompanies)
export class ListCompaniesHandler implements IQueryHandler<ListCompanies> {
  constructor(@Inject(CompanyCatalogue) private readonly catalogue: CompanyCatalogue) {}

  execute({ viewerId }: ListCompanies): Promise<Company[]> {
    return this.catalogue.list(viewerId);
  }
}
