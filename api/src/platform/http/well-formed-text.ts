import { BadRequestException, type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { API_MESSAGES } from '@referrals/contracts';
import type { Request } from 'express';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres cannot store (a NUL character) or that is not valid Unicode (an unpaired surrogate). */
export function isMalformedText(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

/**
 * Whether any string in a parsed value, or any key of its objects, is malformed text. Iterative:
 * a JSON body may nest deeper than the call stack allows.
 */
export function containsMalformedText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isMalformedText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, field] of Object.entries(next)) {
        if (isMalformedText(key)) return true;
        pending.push(field);
      }
    }
  }
  return false;
}

/**
 * Refuses, on every route, a request whose path parameters, query or body hold malformed text:
 * such text would otherwise reach Postgres, which rejects it with a server error. Runs after the
 * access and CSRF guards, so a caller who may not call the route learns nothing more.
 */
@Injectable()
export class WellFormedTextGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const parts: unknown[] = [request.params, request.query, request.body];
    if (parts.some(containsMalformedText)) throw new BadRequestException(API_MESSAGES.malformedText);
    return true;
  }
}
