import { ForbiddenException } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import type { Request } from 'express';

/** For routes on a user's own resources: answers the id when it is the caller's, else 403. */
export function ownAccount(request: Request, userId: string): string {
  if (request.session.userId !== userId) throw new ForbiddenException(AUTH_API_MESSAGES.notYourAccount);
  return userId;
}
