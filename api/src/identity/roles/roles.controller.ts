import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import {
  AUTH_API_MESSAGES,
  SELF_GRANTABLE_ROLES,
  type UserAnswer,
  type UserRole,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { AccountRegistration } from '../accounts/account-registration.js';
import { IdentityError } from '../accounts/identity-errors.js';
import { UserAccounts } from '../persistence/user-accounts.js';
import { SessionManager } from '../sessions/session-manager.js';
import { GrantRoleDto, SwitchRoleDto } from './roles.dto.js';
import { ownAccount } from '../../platform/http/own-account.js';

/** A user holding both profiles acts in one role at a time and switches between them. */
@Controller()
export class RolesController {
  constructor(
    @Inject(AccountRegistration) private readonly registration: AccountRegistration,
    @Inject(UserAccounts) private readonly accounts: UserAccounts,
    @Inject(SessionManager) private readonly sessions: SessionManager,
  ) {}

  @Post('user-roles')
  @SignedIn()
  async grant(
    @Body() body: GrantRoleDto,
    @Req() request: Request,
  ): Promise<{ userId: string; roles: UserRole[] }> {
    const userId = ownAccount(request, body.userId ?? request.session.userId!);
    if (!SELF_GRANTABLE_ROLES.includes(body.role)) {
      throw new IdentityError(AUTH_API_MESSAGES.roleNotGrantable, 403);
    }
    await this.registration.grantRole(userId, body.role);
    return { userId, roles: await this.accounts.rolesOf(userId) };
  }

  @Post('user-roles/switch')
  @SignedIn()
  @HttpCode(200)
  async switchRole(@Body() body: SwitchRoleDto, @Req() request: Request): Promise<UserAnswer> {
    const userId = request.session.userId!;
    if (!(await this.accounts.rolesOf(userId)).includes(body.role)) {
      throw new IdentityError(AUTH_API_MESSAGES.roleNotHeld, 403);
    }
    await this.sessions.setActiveRole(request, body.role);
    return { user: (await this.accounts.authUser(userId, body.role))! };
  }
}
