import { type EventStore, type GlobalPosition, type RecordedEvent } from '@referrals/contracts';
import type pg from 'pg';
import type { LiveUpdatePublisher } from '../live/live-update-publisher.js';
import type { Projector } from '../projector.js';
import { applyBatch } from './apply-batch.js';
import { CheckpointStoreMismatch, loadCheckpoint } from './checkpoints.js';
import { tryLockProjector } from './projector-lock.js';
import { type RunnerLogger, silentLogger } from './runner-logger.js';

export interface ProjectionRunnerOptions {
  store: EventStore;
  /** Read-model database. Each active projector keeps one connection: its lock and its transactions. */
  pool: pg.Pool;
  projectors: readonly Projector[];
  publisher?: LiveUpdatePublisher;
  logger?: RunnerLogger;
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
 * Keeps every projector's read models up to date from the global feed. Each projector
 * runs on its own loop, in at most one process at a time (advisory lock); a process
 * that lacks the lock keeps trying, so it takes over when the holder dies. A projector
 * whose checkpoint another event store wrote is refused (logged once) and checked again
 * as often as the lock is retried, so it resumes once a rebuild has reset it.
 */
export class ProjectionRunner {
  private readonly workers: ProjectorWorker[];

  constructor(options: ProjectionRunnerOptions) {
    this.workers = options.projectors.map((projector) => new ProjectorWorker(projector, options));
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  /** Finishes the batch in hand, releases the locks and stops. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }

  /** Names of the projectors this process currently runs. */
  activeProjectors(): string[] {
    return this.workers.filter((worker) => worker.isActive).map((worker) => worker.projector.name);
  }
}

class ProjectorWorker {
  isActive = false;
  /** Why this projector does not run, while another event store's checkpoint is in the way. */
  private refusal: CheckpointStoreMismatch | null = null;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private subscription: { close(): Promise<void> } | null = null;
  private wakeFromPause: (() => void) | null = null;
  private readonly logger: RunnerLogger;

  constructor(
    readonly projector: Projector,
    private readonly options: ProjectionRunnerOptions,
  ) {
    this.logger = options.logger ?? silentLogger;
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeFromPause?.();
    await this.subscription?.close().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let client: pg.PoolClient | null = null;
      let broken = false;
      try {
        client = await this.options.pool.connect();
        // A cut connection (a takeover, a restart of Postgres) also fails the query in flight, handled below.
        client.on('error', () => undefined);
        if (await tryLockProjector(client, this.projector.name)) {
          const checkpoint = await loadCheckpoint(
            client,
            this.projector.name,
            this.options.store.adapterName,
          );
          this.refusal = null;
          this.isActive = true;
          this.logger.info('Projector started', { projector: this.projector.name });
          await this.follow(client, checkpoint);
        }
      } catch (error) {
        if (error instanceof CheckpointStoreMismatch) {
          if (this.refusal?.message !== error.message) {
            this.logger.error('Projector refused its checkpoint', {
              projector: this.projector.name,
              error: error.message,
            });
          }
          this.refusal = error;
        } else {
          broken = true;
          if (!this.stopping) {
            this.logger.error('Projector failed; it will retry', {
              projector: this.projector.name,
              error: (error as Error).message,
            });
          }
        }
      } finally {
        this.isActive = false;
        // Destroying the connection also frees the advisory lock.
        client?.release(true);
      }
      if (!this.stopping)
        await this.pause(broken ? (this.options.errorBackoffMs ?? 1000) : (this.options.lockRetryMs ?? 2000));
    }
  }

  /** Applies the feed, batch by batch, from the stored checkpoint on. */
  private async follow(client: pg.PoolClient, from: GlobalPosition): Promise<void> {
    let checkpoint = from;
    const eventTypes = this.projector.eventTypes;
    const subscription = this.options.store.subscribeToAll({
      after: checkpoint,
      maxBatchSize: this.options.maxBatchSize ?? 500,
      ...(eventTypes === 'all' ? {} : { filter: { eventTypes } }),
    });
    this.subscription = subscription;
    try {
      // stop() may have run while the checkpoint loaded, before there was a subscription to close.
      if (this.stopping) return;
      for await (const batch of subscription) {
        const invalidations = await applyBatch(client, this.projector, batch, checkpoint);
        checkpoint = batch.checkpoint;
        const lastEvent = batch.events.at(-1);
        if (lastEvent) this.options.publisher?.publish(invalidations, lastEvent.position);
        this.options.onBatchCommitted?.(this.projector.name, checkpoint, batch.events);
        if (this.stopping) break;
      }
    } finally {
      this.subscription = null;
      await subscription.close();
    }
  }

  private async pause(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wakeFromPause = done;
    });
    this.wakeFromPause = null;
  }
}
