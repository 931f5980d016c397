import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { TargetCompany } from '@referrals/contracts';
import { ProfileCompanies } from '../profile-companies/profile-companies.js';

/** The companies an operator wants introductions to. */
export class ListTargetCompanies extends Query<TargetCompany[]> {
  constructor(readonly operatorId: string) {
    super();
  }
}

@QueryHandler(ListTargetCompanies)
export class ListTargetCompaniesHandler implements IQueryHandler<ListTargetCompanies> {
  constructor(@Inject(ProfileCompanies) private readonly lists: ProfileCompanies) {}

  execute({ operatorId }: ListTargetCompanies): Promise<TargetCompany[]> {
    return this.lists.targets(operatorId);
  }
}
