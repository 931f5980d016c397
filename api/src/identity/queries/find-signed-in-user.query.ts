import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthUser, UserRole } from '@referrals/contracts';
import { UserAccounts } from '../persistence/user-accounts.js';

/** The session's account as the web app shows it, in its active role; null once the account is gone. */
export class FindSignedInUser extends Query<AuthUser | null> {
  constructor(
    readonly userId: string,
    readonly activeRole: UserRole | undefined,
  ) {
    super();
  }
}

@QueryHandler(FindSignedInUser)
export class FindSignedInUserHandler implements IQueryHandler<FindSignedInUser> {
  constructor(@Inject(UserAccounts) private readonly accounts: UserAccounts) {}

  execute({ userId, activeRole }: FindSignedInUser): Promise<AuthUser | null> {
    return this.accounts.authUser(userId, activeRole);
  }
}
