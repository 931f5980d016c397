import { randomUUID } from 'node:crypto';
import type { ActorRole } from '@referrals/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactedUrl } from '../logging/redacted-url.js';
import { runWithRequestContext } from './request-context.js';

const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

interface SessionUser {
  userId?: string;
  activeRole?: ActorRole;
}

/**
 * Gives every request an id (the caller's X-Request-Id when it looks sane), echoes it,
 * runs the rest of the request inside its context and logs one line when it finishes.
 */
export function requestContextMiddleware(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const offered = request.header(REQUEST_ID_HEADER);
    const requestId = offered && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const session = (request as Request & { session?: SessionUser }).session;
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      if (!request.originalUrl.startsWith('/api')) return;
      logger.info(
        {
          requestId,
          method: request.method,
          url: redactedUrl(request.originalUrl),
          status: response.statusCode,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request completed',
      );
    });
    runWithRequestContext(
      {
        requestId,
        actorUserId: session?.userId ?? null,
        actorRole: session?.userId ? (session.activeRole ?? 'networker') : 'anonymous',
      },
      next,
    );
  };
}
