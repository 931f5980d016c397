import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { map, type Observable, of } from 'rxjs';
import { fillPath } from '@referrals/contracts';
import { ROOT_LOGGER } from '../logging/logging.module.js';
import { type AnswerAddress, AnswerCache, type KeptAnswer, KEPT_ANSWER_PATHS } from './answer-cache.js';

const gzipped = promisify(gzip);

const CACHED_ANSWER = Symbol('cached answer');

/**
 * Marks a GET route whose answer for the signed-in user changes only when a projector writes and
 * invalidates one of `invalidatedBy` (query key paths) for that user: the answer is kept in the shared
 * answer cache and revalidated by entity tag. A route whose answer also depends on data that no
 * projector writes must not be marked. Each path must be one of KEPT_ANSWER_PATHS, which projection
 * batches fence (checked when the route is declared, so a forgotten path fails at start); a path
 * parameter is written as the route's (`:invitationId`), and filled in from each request.
 */
export const CachedAnswer = (...invalidatedBy: [string, ...string[]]) => {
  const unfenced = invalidatedBy.filter((path) => !KEPT_ANSWER_PATHS.has(path));
  if (unfenced.length > 0) {
    throw new Error(
      `@CachedAnswer(${unfenced.join(', ')}): add the path to KEPT_ANSWER_PATHS (answer-cache.ts)`,
    );
  }
  return SetMetadata(CACHED_ANSWER, invalidatedBy);
};

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
    const keptPaths = this.reflector.get<string[] | undefined>(CACHED_ANSWER, context.getHandler());
    const request = context.switchToHttp().getRequest<Request>();
    const userId = request.session?.userId;
    if (!keptPaths || !userId || request.method !== 'GET') return next.handle();
    // The paths of this request's own keys: a path parameter filled in as its route was called.
    const params = Object.fromEntries(
      Object.entries(request.params).filter(
        (param): param is [string, string] => typeof param[1] === 'string',
      ),
    );
    const invalidatedBy = keptPaths.map((path) => fillPath(path, params));
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
    if (lookup?.kept) return of(keptAnswerBody(request, response, lookup.kept));
    const keep = lookup?.keepable
      ? (kept: KeptAnswer) => this.cache.keep(address, lookup.stamp, kept)
      : undefined;
    return next
      .handle()
      .pipe(map((answer: unknown) => computedAnswerBody(response, answer, keep, this.logger)));
  }
}

/** A kept answer as the client takes it, with its entity tag. */
export function keptAnswerBody(
  request: Request,
  response: Response,
  kept: KeptAnswer,
): string | StreamableFile {
  describeAsRevalidated(response, kept.etag);
  return keptBody(request, response, kept);
}

/**
 * A computed answer's JSON, with its entity tag; `keep`, when given, is handed it gzipped once it has
 * gone out (compressed off the event loop).
 */
export function computedAnswerBody(
  response: Response,
  answer: unknown,
  keep: ((kept: KeptAnswer) => Promise<void>) | undefined,
  logger: Logger,
): string {
  const body = JSON.stringify(answer);
  const etag = entityTag(body);
  describeAsRevalidated(response, etag);
  if (keep) {
    gzipped(body)
      .then((compressed) => keep({ etag, gzipped: compressed }))
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'answer not kept');
      });
  }
  return body;
}

/**
 * A kept answer as the client takes it: nothing when its copy is current (Express answers 304 for a
 * matching If-None-Match), the gzipped bytes as they are when it accepts gzip, or else the JSON.
 */
function keptBody(request: Request, response: Response, kept: KeptAnswer): string | StreamableFile {
  if (request.fresh) return '';
  if (request.acceptsEncodings('gzip') !== 'gzip') return gunzipSync(kept.gzipped).toString();
  response.setHeader('Content-Encoding', 'gzip');
  return new StreamableFile(kept.gzipped, { type: 'application/json', length: kept.gzipped.length });
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
  // A kept answer is sent gzipped to clients that take it, so caches must key on the encoding too.
  response.vary('Accept-Encoding');
  response.setHeader('ETag', etag);
  response.setHeader('Cache-Control', 'private, no-cache');
}
