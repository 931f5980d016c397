import {
  comparePositions,
  type GlobalPosition,
  type RecordedEvent,
  type SubscriptionBatch,
} from '@referrals/contracts';
import type pg from 'pg';
import type { LiveUpdatePublisher } from '../live/live-update-publisher.js';
import { handlesEventType, type Projector } from '../projector.js';
import type { AnswerCacheFence } from './answer-cache-fence.js';
import { applyBatch } from './apply-batch.js';
import { CheckpointStoreMismatch, loadCheckpoint } from './checkpoints.js';
import { PendingBatches } from './pending-batches.js';
import { tryLockProjector } from './projector-lock.js';
import type { RunnerLogger } from './runner-logger.js';
import type { FeedMember, SharedFeed } from './shared-feed.js';

export interface ProjectorWorkerOptions {
  pool: pg.Pool;
  feed: SharedFeed;
  storeName: string;
  logger: RunnerLogger;
  publisher?: LiveUpdatePublisher;
  answerCache?: AnswerCacheFence;
  /** Events in one transaction at most, when pending batches are merged. */
  mergeLimit: number;
  lockRetryMs: number;
  errorBackoffMs: number;
  /** How long a checkpoint may lag behind batches that held none of the projector's events. */
  idleCheckpointEveryMs: number;
  onBatchCommitted?: (
    projector: string,
    checkpoint: GlobalPosition,
    events: readonly RecordedEvent[],
  ) => void;
}

/** Merged batches waiting for one projector, at most: then the shared feed waits for it. */
const PENDING_CHUNKS = 4;

/**
 * Runs one projector in at most one process at a time (advisory lock); a process that lacks the lock
 * keeps trying, so it takes over when the holder dies. While it holds the lock, it takes the shared
 * feed's batches and applies each (merged, when it fell behind) in one transaction with its checkpoint.
 * A checkpoint another event store wrote is refused (logged once) and checked again as often as the
 * lock is retried, so the projector resumes once a rebuild has reset it.
 */
export class ProjectorWorker {
  isActive = false;
  private refusal: CheckpointStoreMismatch | null = null;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private pending: PendingBatches | null = null;
  private wakeFromPause: (() => void) | null = null;
  private firstAttemptMade = false;

  constructor(
    readonly projector: Projector,
    private readonly options: ProjectorWorkerOptions,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Finishes the batch in hand, releases the lock and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeFromPause?.();
    this.pending?.interrupt();
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
          const checkpoint = await loadCheckpoint(client, this.projector.name, this.options.storeName);
          this.refusal = null;
          this.isActive = true;
          this.options.logger.info('Projector started', { projector: this.projector.name });
          await this.follow(client, checkpoint);
        }
      } catch (error) {
        if (error instanceof CheckpointStoreMismatch) {
          if (this.refusal?.message !== error.message) {
            this.options.logger.error('Projector refused its checkpoint', {
              projector: this.projector.name,
              error: error.message,
            });
          }
          this.refusal = error;
        } else {
          broken = true;
          if (!this.stopping) {
            this.options.logger.error('Projector failed; it will retry', {
              projector: this.projector.name,
              error: (error as Error).message,
            });
          }
        }
      } finally {
        this.isActive = false;
        // Destroying the connection also frees the advisory lock.
        client?.release(true);
        this.announceFirstAttempt();
      }
      if (!this.stopping) await this.pause(broken ? this.options.errorBackoffMs : this.options.lockRetryMs);
    }
  }

  /** Applies the shared feed's batches from the stored checkpoint on, until it stops or a batch fails. */
  private async follow(client: pg.PoolClient, from: GlobalPosition): Promise<void> {
    const pending = new PendingBatches(this.options.mergeLimit, PENDING_CHUNKS);
    const membership = new Membership(this.projector, from, pending);
    this.pending = pending;
    this.options.feed.join(membership);
    this.announceFirstAttempt();
    try {
      let stored = from;
      let storedAt = Date.now();
      // Reached through batches none of whose events the projector handles, and not yet stored.
      let skippedTo: GlobalPosition | null = null;
      while (!this.stopping) {
        const sinceStored = Date.now() - storedAt;
        const waitMs: number | null = skippedTo
          ? Math.max(0, this.options.idleCheckpointEveryMs - sinceStored)
          : null;
        const next: SubscriptionBatch | null =
          (await pending.take(waitMs)) ?? (skippedTo && { events: [], checkpoint: skippedTo });
        if (!next || this.stopping) continue;
        if (next.events.length === 0 && Date.now() - storedAt < this.options.idleCheckpointEveryMs) {
          skippedTo = next.checkpoint;
          continue;
        }
        const { invalidations, fenceClosed } = await applyBatch(
          client,
          this.projector,
          next,
          stored,
          this.options.answerCache,
        );
        stored = next.checkpoint;
        storedAt = Date.now();
        skippedTo = null;
        const lastEvent = next.events.at(-1);
        // Told before the answer cache's fence closes (a round trip to Redis): what they read is fresh.
        if (lastEvent) this.options.publisher?.publish(invalidations, lastEvent.position);
        this.options.onBatchCommitted?.(this.projector.name, stored, next.events);
        await fenceClosed;
      }
    } finally {
      this.options.feed.leave(membership);
      pending.clear();
      this.pending = null;
    }
  }

  private announceFirstAttempt(): void {
    if (this.firstAttemptMade) return;
    this.firstAttemptMade = true;
    this.options.feed.firstAttemptMade();
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

/** A projector's place in the shared feed: it keeps the events after its position that it handles. */
class Membership implements FeedMember {
  constructor(
    readonly projector: Projector,
    public through: GlobalPosition,
    private readonly pending: PendingBatches,
  ) {}

  offer(batch: SubscriptionBatch): void {
    if (comparePositions(batch.checkpoint, this.through) <= 0) return;
    const after = this.through;
    const events = batch.events.filter(
      (event) => comparePositions(event.position, after) > 0 && handlesEventType(this.projector, event.type),
    );
    this.through = batch.checkpoint;
    this.pending.push({ events, checkpoint: batch.checkpoint });
  }

  room(): Promise<void> {
    return this.pending.room();
  }
}
