import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { map, type Observable, of } from 'rxjs';
import type { KeptAnswer } from '../platform/answer-cache/answer-cache.js';
import { computedAnswerBody, keptAnswerBody } from '../platform/answer-cache/cached-answer.js';
import { ROOT_LOGGER } from '../platform/logging/logging.module.js';
import { auditReader } from './audit-reader.js';
import { KeptHistoryPages } from './kept-history-pages.js';
import type { HistorySource } from './prospect-audit.js';

/** What each request's page was read from, set by the route for the interceptor to keep the page under. */
const SOURCES = new WeakMap<Request, HistorySource>();

/** Records what the request's history page was read from (the route calls it before answering). */
export function keepUnder(request: Request, source: HistorySource): void {
  SOURCES.set(request, source);
}

/**
 * Serves a history page route (`:id`, the prospect) from KeptHistoryPages, with an entity tag as the
 * read models' kept answers have, and keeps what the route computed under what it was read from.
 */
@Injectable()
export class KeptHistoryPageInterceptor implements NestInterceptor {
  constructor(
    @Inject(KeptHistoryPages) private readonly pages: KeptHistoryPages,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const { id: prospectId } = request.params as { id: string };
    const query = request.originalUrl.slice(request.path.length);
    const kept = await this.pages.find(prospectId, query, auditReader(request)).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'kept history pages unavailable; reading the event log');
      return null;
    });
    if (kept) return of(keptAnswerBody(request, response, kept));
    return next.handle().pipe(
      map((page: unknown) => {
        const source = SOURCES.get(request);
        const keep = source
          ? (answer: KeptAnswer) => this.pages.keep(prospectId, query, source, answer)
          : undefined;
        return computedAnswerBody(response, page, keep, this.logger);
      }),
    );
  }
}
