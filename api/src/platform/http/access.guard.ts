import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_RULE, type AccessRule } from './access.decorators.js';

/**
 * Every route states who may call it (@Public or @SignedIn). A route that states nothing
 * is refused, so forgetting the rule fails closed; a test walks every route to catch it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new ForbiddenException('This endpoint has no access rule');
    if (rule.kind === 'public') return true;
    const session = context.switchToHttp().getRequest<Request>().session;
    if (!session?.userId) throw new UnauthorizedException('Please log in');
    if (rule.roles.length > 0 && !rule.roles.includes(session.activeRole ?? 'networker')) {
      throw new ForbiddenException('Access denied');
    }
    return true;
  }
}
