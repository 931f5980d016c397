import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { EventStore } from '@referrals/contracts';
import { ProjectionProgress, type Projector } from '@referrals/projections';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, ConfigModule } from '../config/config.module.js';
import { AnswerCache } from './answer-cache/answer-cache.js';
import { CachedAnswerInterceptor } from './answer-cache/cached-answer.js';
import { createDataSource } from './database/data-source.js';
import { DATA_SOURCE } from './database/database.token.js';
import { createEventStore } from './event-store/create-event-store.js';
import { EVENT_STORE } from './event-store/event-store.token.js';
import { CommandRunner } from './events/command-runner.js';
import { RecentStreamStates } from './events/recent-stream-states.js';
import { EventOutbox } from './events/event-outbox.js';
import { EventWriter } from './events/event-writer.js';
import { StreamStates } from './events/stream-state.js';
import { ReadYourWrites } from './events/read-your-writes.js';
import { JobQueue } from './jobs/job-queue.js';
import { LiveSockets } from './live/live-sockets.js';
import { LoggingModule } from './logging/logging.module.js';
import { CLOCK, systemClock } from './ports/clock.js';
import { ID_GENERATOR, randomIdGenerator } from './ports/id-generator.js';
import { PROJECTION_PROGRESS, PROJECTORS } from './projections/projection-tokens.js';
import { createRedis, REDIS } from './redis/redis-connections.js';

/** Closes the shared connections when the app stops, after everything that uses them. */
class SharedResources implements BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  /**
   * Stopping: the projectors will not move again here, so commands still waiting for their read
   * models (a request being drained, the demo seed) answer now instead of at their bound.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.progress.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.progress.close(), this.jobs.close()]);
    await Promise.allSettled([this.store.close(), this.dataSource.destroy()]);
    this.redis.disconnect();
  }
}

export interface PlatformOptions {
  projectors: readonly Projector[];
}

/** Connections and cross-cutting services every context uses. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig, logger: Logger, options: PlatformOptions): DynamicModule {
    return {
      module: PlatformModule,
      imports: [ConfigModule.forRoot(config), LoggingModule.forRoot(logger)],
      providers: [
        { provide: CLOCK, useValue: systemClock },
        { provide: ID_GENERATOR, useValue: randomIdGenerator },
        { provide: PROJECTORS, useValue: options.projectors },
        {
          provide: REDIS,
          useFactory: () => {
            const redis = createRedis(config.redisUrl);
            redis.on('error', (error) => logger.warn({ err: error }, 'Redis connection problem'));
            return redis;
          },
        },
        {
          provide: DATA_SOURCE,
          useFactory: async () => createDataSource(config.databaseUrl).initialize(),
        },
        { provide: EVENT_STORE, useFactory: () => createEventStore(config, logger) },
        {
          provide: PROJECTION_PROGRESS,
          useFactory: async () => {
            const progress = new ProjectionProgress(config.databaseUrl, (error) =>
              logger.warn({ err: error }, 'projection progress listener problem'),
            );
            // Only commands wait on it, and commands are served by the api role alone.
            if (config.roles.has('api')) await progress.start();
            return progress;
          },
        },
        {
          provide: JobQueue,
          useFactory: (appConfig: AppConfig) => new JobQueue(appConfig),
          inject: [APP_CONFIG],
        },
        EventWriter,
        EventOutbox,
        StreamStates,
        ReadYourWrites,
        RecentStreamStates,
        CommandRunner,
        LiveSockets,
        SharedResources,
        AnswerCache,
        { provide: APP_INTERCEPTOR, useClass: CachedAnswerInterceptor },
      ],
      exports: [
        CLOCK,
        ID_GENERATOR,
        PROJECTORS,
        REDIS,
        DATA_SOURCE,
        EVENT_STORE,
        PROJECTION_PROGRESS,
        JobQueue,
        AnswerCache,
        EventWriter,
        EventOutbox,
        StreamStates,
        ReadYourWrites,
        CommandRunner,
        LiveSockets,
      ],
    };
  }
}
