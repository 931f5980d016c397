import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { IntroCompany } from '@referrals/contracts';
import { ProfileCompanies } from '../profile-companies/profile-companies.js';

/** The companies a networker can make introductions at. */
export class ListIntroCompanies extends Query<IntroCompany[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListIntroCompanies)
export class ListIntroCompaniesHandler implements IQueryHandler<ListIntroCompanies> {
  constructor(@Inject(ProfileCompanies) private readonly lists: ProfileCompanies) {}

  execute({ networkerUserId }: ListIntroCompanies): Promise<IntroCompany[]> {
    return this.lists.intros(networkerUserId);
  }
}
