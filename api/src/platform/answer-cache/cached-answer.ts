import { createHash } from 'node:crypto';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { map, type Observable, of } from 'rxjs';
import { ROOT_LOGGER } from '../logging/logging.module.js';
import { type AnswerAddress, AnswerCache } from './answer-cache.js';

const CACHED_ANSWER = Symbol('cached answer');

/**
 * Marks a GET route whose answer for the signed-in user changes only when a projector writes and
 * invalidates one of `invalidatedBy` (query key paths) for that user: the answer is kept in the shared
 * answer cache and revalidated by entity tag. A route whose answer also depends on data that no
 * projector writes must not be marked.
 */
export const CachedAnswer = (...invalidatedBy: [string, ...string[]]) =>
  SetMetadata(CACHED_ANSWER, invalidatedBy);

/**
 * Serves marked routes from the answer cache, and sets an entity tag on their answers, so a client that
 * sends it back (If-None-Match) is answered 304 without a body. Without Redis, answers are computed as
 * if nothing were kept.
 */
@Injectable()
export class CachedAnswerInterceptor implements NestInterceptor {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(AnswerCache) private readonly cache: AnswerCache,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const invalidatedBy = this.reflector.get<string[] | undefined>(CACHED_ANSWER, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const userId = request.session?.userId;
    if (!invalidatedBy || !userId || request.method !== 'GET') return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    const address: AnswerAddress = {
      userId,
      route: request.path,
      // The role the session acts in, and the query string as sent.
      variant: `${request.session.activeRole ?? ''} ${request.originalUrl.slice(request.path.length)}`,
      invalidatedBy,
    };
    const lookup = await this.cache.lookup(address).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'answer cache unavailable; answering from the read models');
      return null;
    });
    if (lookup?.kept) {
      describeAsRevalidated(response, lookup.kept.etag);
      return of(lookup.kept.body);
    }
    return next.handle().pipe(
      map((answer: unknown) => {
        const body = JSON.stringify(answer);
        const etag = entityTag(body);
        describeAsRevalidated(response, etag);
        if (lookup?.keepable) {
          this.cache.keep(address, lookup.stamp, { etag, body }).catch((error: unknown) => {
            this.logger.warn({ err: error }, 'answer not kept');
          });
        }
        return body;
      }),
    );
  }
}

function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A JSON body that the browser may keep only for this user (private) and must revalidate before each
 * use (no-cache): it sends the tag back and gets 304 while the answer is unchanged. Express answers the
 * 304 itself when the request's If-None-Match matches.
 */
function describeAsRevalidated(response: Response, etag: string): void {
  response.type('application/json');
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'private, no-cache');
}
