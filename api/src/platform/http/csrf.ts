import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES, CSRF_HEADER } from '@referrals/contracts';
import { csrfSync } from 'csrf-sync';
import type { Request } from 'express';

/**
 * Synchronizer-token CSRF protection: the token lives in the server-side session and every
 * cookie-authenticated mutation must echo it in the X-CSRF-Token header, which a cross-site
 * form or fetch cannot read or set.
 */
export const csrf = csrfSync({
  getTokenFromRequest: (request) => request.header(CSRF_HEADER),
  size: 32,
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The current session's token, created on first use; rotates with `fresh` (after sign-in). */
export function csrfTokenFor(request: Request, fresh = false): string {
  return csrf.generateToken(request, fresh);
}

/** Runs after the access guard, so a missing session still answers 401 before a missing token answers 403. */
@Injectable()
export class CsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (!csrf.isRequestValid(request)) throw new ForbiddenException(AUTH_API_MESSAGES.csrfInvalid);
    return true;
  }
}
