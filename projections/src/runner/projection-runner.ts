import type { EventStore, GlobalPosition, RecordedEvent } from '@referrals/contracts';
import type pg from 'pg';
import type { LiveUpdatePublisher } from '../live/live-update-publisher.js';
import type { Projector } from '../projector.js';
import type { AnswerCacheFence } from './answer-cache-fence.js';
import { ProjectorWorker } from './projector-worker.js';
import { type RunnerLogger, silentLogger } from './runner-logger.js';
import { SharedFeed } from './shared-feed.js';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** Read-model database. Each active projector keeps one connection: its lock and its transactions. */
  pool: pg.Pool;
  projectors: readonly Projector[];
  publisher?: LiveUpdatePublisher;
  /** The API answers kept in a cache, which each batch fences around its commit for the keys it invalidates. */
  answerCache?: AnswerCacheFence;
  logger?: RunnerLogger;
  /** Events in one read of the shared feed. */
  maxBatchSize?: number;
  /** How often a runner that lacks a projector's lock tries to take it over. */
  lockRetryMs?: number;
  /** Pause after a failed batch before trying again. */
  errorBackoffMs?: number;
  /** Called after each committed batch (tests and metrics). */
  onBatchCommitted?: (
    projector: string,
    checkpoint: GlobalPosition,
    events: readonly RecordedEvent[],
  ) => void;
}

/**
 * Keeps every projector's read models up to date from the global feed, which this process reads once
 * for all of them (SharedFeed). Each projector applies its batches on its own connection, in at most
 * one process at a time (ProjectorWorker).
 */
export class ProjectionRunner {
  private readonly feed: SharedFeed;
  private readonly workers: ProjectorWorker[];

  constructor(options: ProjectionRunnerOptions) {
    const logger = options.logger ?? silentLogger;
    const maxBatchSize = options.maxBatchSize ?? 500;
    const errorBackoffMs = options.errorBackoffMs ?? 1000;
    this.feed = new SharedFeed({
      store: options.store,
      starting: options.projectors.length,
      settleMs: 1000,
      maxBatchSize,
      errorBackoffMs,
      logger,
    });
    this.workers = options.projectors.map(
      (projector) =>
        new ProjectorWorker(projector, {
          pool: options.pool,
          feed: this.feed,
          storeName: options.store.adapterName,
          logger,
          mergeLimit: 4 * maxBatchSize,
          lockRetryMs: options.lockRetryMs ?? 2000,
          errorBackoffMs,
          idleCheckpointEveryMs: 1000,
          ...(options.publisher && { publisher: options.publisher }),
          ...(options.answerCache && { answerCache: options.answerCache }),
          ...(options.onBatchCommitted && { onBatchCommitted: options.onBatchCommitted }),
        }),
    );
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  /** Finishes the batches in hand, releases the locks and stops. */
  async stop(): Promise<void> {
    await Promise.all([this.feed.stop(), ...this.workers.map((worker) => worker.stop())]);
  }

  /** Names of the projectors this process currently runs. */
  activeProjectors(): string[] {
    return this.workers.filter((worker) => worker.isActive).map((worker) => worker.projector.name);
  }
}
