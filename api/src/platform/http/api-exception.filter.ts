import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Inject,
} from '@nestjs/common';
import {
  API_MESSAGES,
  type ApiErrorBody,
  EventStoreUnavailable,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { RefusalError } from '../../kernel/decider.js';
import { isConnectionFailure } from '../database/connection-failure.js';
import { ROOT_LOGGER } from '../logging/logging.module.js';
import { redactedUrl } from '../logging/redacted-url.js';

/** What a refusal says when its cause gave no message. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** An error's status and human message; the body repeats the message as `error`. */
type Refusal = Omit<ApiErrorBody, 'error'>;

/** Domain errors that cross the edge name the status they mean. */
export interface HasHttpStatus {
  httpStatus: number;
}

function hasHttpStatus(error: unknown): error is Error & HasHttpStatus {
  return error instanceof Error && typeof (error as Partial<HasHttpStatus>).httpStatus === 'number';
}

/** The JSON body parser failed; Nest may wrap its error in a BadRequestException. */
function isMalformedJson(exception: unknown): boolean {
  const parserError = (error: unknown): boolean =>
    error instanceof SyntaxError || (error as { type?: unknown } | undefined)?.type === 'entity.parse.failed';
  return parserError(exception) || (exception instanceof HttpException && parserError(exception.cause));
}

const UNAVAILABLE: Refusal = {
  statusCode: HttpStatus.SERVICE_UNAVAILABLE,
  message: API_MESSAGES.serviceUnavailable,
};
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The event store or the database cannot be reached: the request may succeed if sent again shortly. */
function isUnavailable(exception: unknown): boolean {
  return exception instanceof EventStoreUnavailable || isConnectionFailure(exception);
}

/** The body parser refused a body over its limit (100 KB); Nest wraps its error in an HttpException. */
function isBodyTooLarge(exception: unknown): boolean {
  const tooLarge = (error: unknown): boolean =>
    (error as { type?: unknown } | undefined)?.type === 'entity.too.large';
  return tooLarge(exception) || (exception instanceof HttpException && tooLarge(exception.cause));
}

/**
 * Turns every error into the one JSON shape { statusCode, error, message }, `error` repeating the
 * human message; never leaks internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    /** The edge's table from a decider's refusal code to its HTTP status. */
    private readonly refusalStatus: (code: string) => number,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const unavailable = isUnavailable(exception);
    const refusal = unavailable ? UNAVAILABLE : this.toRefusal(exception, request);
    // The spec's clients show `error`: it carries the same human message.
    const body: ApiErrorBody = {
      statusCode: refusal.statusCode,
      error: refusal.message,
      message: refusal.message,
    };
    if (unavailable) {
      // Expected while a dependency is down: one line per request, not a stack trace each.
      this.logger.warn(
        { url: redactedUrl(request.originalUrl), reason: (exception as Error).message },
        'dependency unavailable',
      );
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, url: redactedUrl(request.originalUrl) }, 'request failed');
    }
    if (response.headersSent) return;
    const retryAfterSeconds = unavailable
      ? UNAVAILABLE_RETRY_AFTER_SECONDS
      : (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfterSeconds === 'number') response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }

  private toRefusal(exception: unknown, request: Request): Refusal {
    if (isMalformedJson(exception)) return { statusCode: 400, message: 'Malformed JSON body' };
    if (isBodyTooLarge(exception)) return { statusCode: 413, message: API_MESSAGES.bodyTooLarge };
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const answer = exception.getResponse();
      let message = typeof answer === 'string' ? answer : (answer as { message?: unknown }).message;
      if (Array.isArray(message)) message = message.join('; ');
      if (statusCode === 404 && typeof message === 'string' && message.startsWith('Cannot ')) {
        message = `${API_MESSAGES.unknownApiPath}: ${request.method} ${request.originalUrl.split('?')[0]}`;
      }
      return {
        statusCode,
        message:
          typeof message === 'string' && message !== '' ? message : (STATUS_TEXT[statusCode] ?? 'Error'),
      };
    }
    if (exception instanceof RefusalError) {
      return {
        statusCode: this.refusalStatus(exception.refusal.refused),
        message: exception.refusal.message,
      };
    }
    if (exception instanceof WrongExpectedVersion) {
      return { statusCode: HttpStatus.CONFLICT, message: API_MESSAGES.concurrentChange };
    }
    if (hasHttpStatus(exception)) return { statusCode: exception.httpStatus, message: exception.message };
    // Body parser errors (malformed JSON, too large) carry their status.
    const status = (exception as { status?: unknown; type?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        (exception as { type?: string }).type === 'entity.parse.failed'
          ? 'Malformed JSON body'
          : (exception as Error).message;
      return { statusCode: status, message };
    }
    return { statusCode: 500, message: API_MESSAGES.internal };
  }
}
