import { type AddressInfo, Server as NetServer } from 'node:net';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type EventStore, userRoom } from '@referrals/contracts';
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
import type { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';
import { AuthRateLimits } from '../identity/security/auth-rate-limits.js';
import { PasswordResetJobHandler } from '../identity/password-reset/password-reset.job-handler.js';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { AccessGuard } from '../platform/http/access.guard.js';
import { apiAnswersNotStored } from '../platform/http/api-cache-control.js';
import { CsrfGuard } from '../platform/http/csrf.js';
import { securityHeaders } from '../platform/http/security-headers.js';
import { LiveSockets } from '../platform/live/live-sockets.js';
import { ApiExceptionFilter } from '../platform/http/api-exception.filter.js';
import { refusalStatus } from './refusal-statuses.js';
import { InFlightRequests } from '../platform/http/in-flight-requests.js';
import { createValidationPipe } from '../platform/http/validation.js';
import { loadPageRenderer } from '../platform/http/page-renderer.js';
import { serveWebApp } from '../platform/http/web-app.js';
import { InvitationPageHeads } from '../invitations/invitation-page-heads.js';
import { WellFormedTextGuard } from '../platform/http/well-formed-text.js';
import { AuditCheckpointJobHandler } from '../audit/checkpoints/checkpoint.job-handler.js';
import { scheduleAuditCheckpoints } from '../audit/checkpoints/checkpoint-schedule.js';
import { type JobHandler } from '../platform/jobs/job-handler.js';
import { JobQueue } from '../platform/jobs/job-queue.js';
import { JobWorkers } from '../platform/jobs/job-workers.js';
import { NotificationDeliveryJobHandler } from '../notifications/delivery/notification-delivery.job-handler.js';
import { NotificationEmailDispatcher } from '../notifications/delivery/notification-email-dispatcher.js';
import { NotificationProcessManager } from '../notifications/delivery/notification-process-manager.js';
import { QuestionReplyEmailJobHandler } from '../notifications/delivery/question-reply-email.job-handler.js';
import { attachLiveUpdatesServer } from '../platform/live/live-updates-server.js';
import { createRootLogger, PinoNestLogger } from '../platform/logging/logger.js';
import { SmtpMailer } from '../platform/mail/mailer.js';
import { SendEmailJobHandler } from '../platform/mail/send-email.job-handler.js';
import { REDIS } from '../platform/redis/redis-connections.js';
import { requestContextMiddleware } from '../platform/request-context/request-context.middleware.js';
import { createSessions } from '../platform/session/session.js';
import { AppModule } from './app.module.js';
import { setupOpenApi } from './openapi.js';
import { productContexts } from './product-contexts.js';
import { checkProjectorNames } from './projector-checks.js';
import { AnswerCache } from '../platform/answer-cache/answer-cache.js';

/** How long shutdown waits for the requests in flight; the process exits by 10 s (main.ts). */
const REQUEST_DRAIN_LIMIT_MS = 6000;
/**
 * Longer than the proxy keeps an idle connection to the app (deploy/Caddyfile: keepalive 60s): the
 * proxy, not the app, ends idle connections, so it never sends a request on one the app has just closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface StartOptions {
  logger?: Logger;
  projectors?: readonly Projector[];
  /** Bounded contexts beyond the product's own (tests add theirs). */
  extraContexts?: ReadonlyArray<Type | DynamicModule>;
  /** Host to listen on; all interfaces by default. */
  host?: string;
  /** Runs the notification process manager with the projectors (on by default; tests of other projectors leave it out). */
  notifications?: boolean;
  /** At shutdown, how long no request must have been in flight before the connections close (0 in tests). */
  shutdownQuietMs?: number;
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
  const withNotifications = options.notifications ?? true;

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger, {
      projectors,
      contexts: [...productContexts(config), ...(options.extraContexts ?? [])],
    }),
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );
  const inFlight = new InFlightRequests();
  app.use(inFlight.middleware);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger, refusalStatus));
  // The access rule first: no session answers 401 before a missing CSRF token answers 403, and
  // that before malformed text (NUL, unpaired surrogates) in parameters, query or body answers 400.
  app.useGlobalGuards(new AccessGuard(app.get(Reflector)), new CsrfGuard(), new WellFormedTextGuard());
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  const https = config.publicUrl.startsWith('https://');
  if (https) express.set('trust proxy', 1);
  app.use(securityHeaders({ https }));
  app.use(apiAnswersNotStored);

  const redis = app.get<Redis>(REDIS);
  const sessions = await createSessions(config, logger);
  const sessionMiddleware = sessions.middleware;
  if (config.roles.has('api')) {
    serveWebApp(express, config.webDistDir, {
      headFor: app.get(InvitationPageHeads).headFor,
      render: await loadPageRenderer(config.webServerEntry, logger),
    });
  }
  app.use(sessionMiddleware);
  app.use(requestContextMiddleware(logger));
  if (config.apiDocs) setupOpenApi(app);
  await app.init();

  const liveUpdates = config.roles.has('api')
    ? attachLiveUpdatesServer(app.getHttpServer(), config, redis, sessionMiddleware)
    : null;
  if (liveUpdates) app.get(LiveSockets).attach(liveUpdates);

  let runner: ProjectionRunner | null = null;
  let runnerPool: pg.Pool | null = null;
  let publishOnlyServer: LiveUpdateServer | null = null;
  if (!liveUpdates && (config.roles.has('projections') || config.roles.has('worker'))) {
    publishOnlyServer = createPublishOnlyServer(redis, config.redisKeyPrefix);
  }
  if (config.roles.has('projections')) {
    const runnerProjectors = withNotifications
      ? [...projectors, new NotificationProcessManager(app.get(JobQueue))]
      : projectors;
    checkProjectorNames(runnerProjectors);
    runnerPool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: runnerProjectors.length + 2,
      // Names the process in pg_stat_activity, beside the projector locks its connections hold.
      application_name: `referrals-projections-${process.pid}`,
    });
    runnerPool.on('error', (error) => logger.warn({ err: error }, 'projection connection problem'));
    runner = new ProjectionRunner({
      store: app.get<EventStore>(EVENT_STORE),
      pool: runnerPool,
      projectors: runnerProjectors,
      publisher: new SocketIoLiveUpdatePublisher(liveUpdates ?? publishOnlyServer!),
      answerCache: app.get(AnswerCache),
      logger: {
        info: (message, details) => logger.info(details ?? {}, message),
        warn: (message, details) => logger.warn(details ?? {}, message),
        error: (message, details) => logger.error(details ?? {}, message),
      },
    });
    runner.start();
  }

  let workers: JobWorkers | null = null;
  let emailDispatcher: NotificationEmailDispatcher | null = null;
  let mailer: SmtpMailer | null = null;
  if (config.roles.has('worker')) {
    mailer = new SmtpMailer(config.smtpUrl, config.mailFrom);
    const handlers: JobHandler[] = [
      new SendEmailJobHandler(mailer),
      new PasswordResetJobHandler(
        app.get<DataSource>(DATA_SOURCE),
        mailer,
        new AuthRateLimits(redis, config),
        config.publicUrl,
      ),
      new NotificationDeliveryJobHandler(
        app.get<DataSource>(DATA_SOURCE),
        mailer,
        (userId, keys, position) =>
          (liveUpdates ?? publishOnlyServer!)
            .to(userRoom(userId))
            .emit('queries:invalidate', { keys, position }),
        config.publicUrl,
        config.jobLockMs,
      ),
      new QuestionReplyEmailJobHandler(app.get<DataSource>(DATA_SOURCE), mailer, config.jobLockMs),
      new AuditCheckpointJobHandler(config, logger),
    ];
    workers = new JobWorkers(config, handlers, logger);
    workers.start();
    emailDispatcher = new NotificationEmailDispatcher(
      app.get<DataSource>(DATA_SOURCE),
      mailer,
      { publicUrl: config.publicUrl, leaseMs: config.jobLockMs, digestWindowMs: config.emailDigestMs },
      logger,
    );
    emailDispatcher.start();
    await scheduleAuditCheckpoints(app.get(JobQueue), config, logger);
  }

  const httpServer = app.getHttpServer();
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await app.listen(config.port, options.host ?? '0.0.0.0');
  const address = httpServer.address() as AddressInfo;
  logger.info({ port: address.port, roles: [...config.roles] }, 'started');

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      // Stops listening but, unlike http.Server#close, keeps the idle keep-alive connections: a proxy may
      // be sending a request on one right now. Those requests are answered, each closing its connection.
      const stoppedListening = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(httpServer, () => resolve()),
      );
      // The requests already read (commands among them) are answered while this process's projectors
      // still run for their read-your-writes.
      const { drained, unfinished } = await inFlight.drain({
        limitMs: REQUEST_DRAIN_LIMIT_MS,
        quietMs: options.shutdownQuietMs ?? 500,
      });
      if (!drained) logger.warn({ unfinished }, 'requests still in flight at shutdown');
      httpServer.closeIdleConnections();
      // Then the background work: the batch in hand commits, running jobs and emails being sent finish
      // (none is left stalled).
      await Promise.allSettled([runner?.stop(), workers?.stop(), emailDispatcher?.stop()]);
      await Promise.allSettled([liveUpdates?.close(), publishOnlyServer?.close()]);
      httpServer.closeAllConnections();
      await stoppedListening;
      mailer?.close();
      await runnerPool?.end();
      await app.close();
      await sessions.close();
    })();
    return closing;
  };

  return { app, url: `http://127.0.0.1:${address.port}`, liveUpdates, runner, close };
}
