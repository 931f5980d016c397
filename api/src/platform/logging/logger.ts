import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { currentRequestContext } from '../request-context/request-context.js';

/** JSON lines on stdout (or `destination`); each line carries the request id of the request it belongs to. */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { pid: process.pid },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      remove: true,
    },
    mixin: () => {
      const context = currentRequestContext();
      return context ? { requestId: context.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's logger interface over pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
