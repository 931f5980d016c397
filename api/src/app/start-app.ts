import type { AddressInfo } from 'node:net';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventStore } from '@referrals/contracts';
import {
  allProjectors,
  createPublishOnlyServer,
  type LiveUpdateServer,
  ProjectionRunner,
  type Projector,
  SocketIoLiveUpdatePublisher,
} from '@referrals/projections';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';
import { AccessGuard } from '../platform/http/access.guard.js';
import { ApiExceptionFilter } from '../platform/http/api-exception.filter.js';
import { createValidationPipe } from '../platform/http/validation.js';
import { serveWebApp } from '../platform/http/web-app.js';
import { type JobHandler } from '../platform/jobs/job-handler.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { attachLiveUpdatesServer } from '../platform/live/live-updates-server.js';
import { createRootLogger, PinoNestLogger } from '../platform/logging/logger.js';
import { SmtpMailer } from '../platform/mail/mailer.js';
import { SendEmailJobHandler } from '../platform/mail/send-email.job-handler.js';
import { REDIS } from '../platform/redis/redis-connections.js';
import { requestContextMiddleware } from '../platform/request-context/request-context.middleware.js';
import { createSessionMiddleware } from '../platform/session/session.js';
import { AppModule } from './app.module.js';
import { setupOpenApi } from './openapi.js';
import { checkProjectorNames } from './projector-checks.js';

export interface StartOptions {
  logger?: Logger;
  projectors?: readonly Projector[];
  contexts?: ReadonlyArray<Type | DynamicModule>;
  /** Host to listen on; all interfaces by default. */
  host?: string;
}

export interface RunningApp {
  app: NestExpressApplication;
  /** Base URL this process answers on. */
  url: string;
  liveUpdates: LiveUpdateServer | null;
  runner: ProjectionRunner | null;
  /** Stops taking requests, finishes the work in hand, and closes every connection. */
  close(): Promise<void>;
}

/** Starts one process with the roles in the configuration: api, projections, worker. */
export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createRootLogger(config);
  const projectors = options.projectors ?? allProjectors;
  checkProjectorNames(projectors);

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger, { projectors, contexts: options.contexts ?? [] }),
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.useGlobalGuards(new AccessGuard(app.get(Reflector)));
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  if (config.publicUrl.startsWith('https://')) express.set('trust proxy', 1);

  const redis = app.get<Redis>(REDIS);
  const sessionMiddleware = createSessionMiddleware(config, redis);
  if (config.roles.has('api')) serveWebApp(express, config.webDistDir);
  app.use(sessionMiddleware);
  app.use(requestContextMiddleware(logger));
  setupOpenApi(app);
  await app.init();

  const liveUpdates = config.roles.has('api')
    ? attachLiveUpdatesServer(app.getHttpServer(), config, redis, sessionMiddleware)
    : null;

  let runner: ProjectionRunner | null = null;
  let runnerPool: pg.Pool | null = null;
  let publishOnlyServer: LiveUpdateServer | null = null;
  if (config.roles.has('projections')) {
    runnerPool = new pg.Pool({ connectionString: config.databaseUrl, max: projectors.length + 2 });
    runnerPool.on('error', (error) => logger.warn({ err: error }, 'projection connection problem'));
    publishOnlyServer = liveUpdates ? null : createPublishOnlyServer(redis, config.redisKeyPrefix);
    runner = new ProjectionRunner({
      store: app.get<EventStore>(EVENT_STORE),
      pool: runnerPool,
      projectors,
      publisher: new SocketIoLiveUpdatePublisher(liveUpdates ?? publishOnlyServer!),
      logger: {
        info: (message, details) => logger.info(details ?? {}, message),
        warn: (message, details) => logger.warn(details ?? {}, message),
        error: (message, details) => logger.error(details ?? {}, message),
      },
    });
    runner.start();
  }

  let workers: JobWorkers | null = null;
  let mailer: SmtpMailer | null = null;
  if (config.roles.has('worker')) {
    mailer = new SmtpMailer(config.smtpUrl, config.mailFrom);
    const handlers: JobHandler[] = [new SendEmailJobHandler(mailer)];
    workers = new JobWorkers(config, handlers, logger);
    workers.start();
  }

  await app.listen(config.port, options.host ?? '0.0.0.0');
  const address = app.getHttpServer().address() as AddressInfo;
  logger.info({ port: address.port, roles: [...config.roles] }, 'started');

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const httpServer = app.getHttpServer();
      const stoppedListening = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      await Promise.allSettled([runner?.stop(), workers?.stop()]);
      await Promise.allSettled([liveUpdates?.close(), publishOnlyServer?.close()]);
      await stoppedListening;
      mailer?.close();
      await runnerPool?.end();
      await app.close();
    })();
    return closing;
  };

  return { app, url: `http://127.0.0.1:${address.port}`, liveUpdates, runner, close };
}
