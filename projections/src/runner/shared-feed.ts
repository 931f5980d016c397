import {
  type AllSubscription,
  comparePositions,
  type EventStore,
  type GlobalPosition,
  minPosition,
  type SubscriptionBatch,
} from '@referrals/contracts';
import type { Projector } from '../projector.js';
import type { RunnerLogger } from './runner-logger.js';

/** A projector following the shared feed. */
export interface FeedMember {
  readonly projector: Projector;
  /** The feed position up to which it has every event, applied or pending. */
  readonly through: GlobalPosition;
  /** Takes the events of a batch after `through` (in the feed's own call, so no batch is missed). */
  offer(batch: SubscriptionBatch): void;
  /** Resolves once it can take another batch. */
  room(): Promise<void>;
}

export interface SharedFeedOptions {
  store: EventStore;
  /**
   * Projectors starting with it: it reads nothing until each has joined or found its lock taken (or,
   * when some wait for a connection, `settleMs` after the first joined), so that a start reads the feed
   * once rather than again for each projector that joins behind it.
   */
  starting: number;
  settleMs: number;
  maxBatchSize: number;
  errorBackoffMs: number;
  logger: RunnerLogger;
}

/** The event types a subscription reads: every type when a member handles all of them. */
type FeedTypes = ReadonlySet<string> | 'all';

interface Reading {
  subscription: AllSubscription;
  types: FeedTypes;
  /** Checkpoint of the last batch handed out, or where the subscription started. */
  position: GlobalPosition;
}

/**
 * One reader of the global feed per process: each batch is handed to every projector this process runs,
 * which applies it on its own connection, so the store is read (and polled when idle) once instead of
 * once per projector. The feed reads on while every member has room; a slow projector holds it back, and
 * a fast one never waits for a slow one's transaction. A member that joins behind the feed (a takeover,
 * a retry after a failed batch) makes it read again from that member's position; the members ahead skip
 * what they already have.
 */
export class SharedFeed {
  private readonly members = new Set<FeedMember>();
  private reading: Reading | null = null;
  private readAgain = false;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private firstAttempts = 0;
  /** When the feed starts reading even if some starting projectors have not made their first attempt. */
  private settledAt: number | null = null;

  constructor(private readonly options: SharedFeedOptions) {}

  /** A starting projector joined, or will not for now (its lock is taken, its checkpoint refused). */
  firstAttemptMade(): void {
    this.firstAttempts++;
    this.wake?.();
    this.loop ??= this.run();
  }

  join(member: FeedMember): void {
    this.members.add(member);
    this.settledAt ??= Date.now() + this.options.settleMs;
    const reading = this.reading;
    if (
      reading &&
      (!covers(reading.types, member.projector) || comparePositions(member.through, reading.position) < 0)
    ) {
      this.readAgain = true;
      void reading.subscription.close().catch(() => undefined);
    }
    this.wake?.();
    this.loop ??= this.run();
  }

  leave(member: FeedMember): void {
    this.members.delete(member);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.reading?.subscription.close().catch(() => undefined);
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      if (this.members.size === 0) {
        await this.nextChange(null);
        continue;
      }
      const settling = this.settledAt! - Date.now();
      if (this.firstAttempts < this.options.starting && settling > 0) {
        await this.nextChange(settling);
        continue;
      }
      await this.readUntilInterrupted();
    }
  }

  /** Waits for a member, a first attempt or stop(), or `timeoutMs`. */
  private async nextChange(timeoutMs: number | null): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = timeoutMs === null ? null : setTimeout(resolve, timeoutMs);
      this.wake = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  /** Reads from the position of the member furthest behind, until a member joins behind it or it stops. */
  private async readUntilInterrupted(): Promise<void> {
    const members = [...this.members];
    const after = members.map((member) => member.through).reduce(minPosition);
    const types = feedTypes(members.map((member) => member.projector));
    const subscription = this.options.store.subscribeToAll({
      after,
      maxBatchSize: this.options.maxBatchSize,
      ...(types === 'all' ? {} : { filter: { eventTypes: [...types] } }),
    });
    const reading: Reading = { subscription, types, position: after };
    this.reading = reading;
    this.readAgain = false;
    try {
      for await (const batch of subscription) {
        reading.position = batch.checkpoint;
        for (const member of this.members) member.offer(batch);
        await Promise.all([...this.members].map((member) => member.room()));
        if (this.readAgain || this.stopping) break;
      }
    } catch (error) {
      if (!this.readAgain && !this.stopping) {
        this.options.logger.error('Projection feed failed; it will read again', {
          error: (error as Error).message,
        });
        await new Promise((resolve) => setTimeout(resolve, this.options.errorBackoffMs));
      }
    } finally {
      this.reading = null;
      await subscription.close().catch(() => undefined);
    }
  }
}

function feedTypes(projectors: readonly Projector[]): FeedTypes {
  const types = new Set<string>();
  for (const projector of projectors) {
    if (projector.eventTypes === 'all') return 'all';
    for (const type of projector.eventTypes) types.add(type);
  }
  return types;
}

function covers(types: FeedTypes, projector: Projector): boolean {
  if (types === 'all') return true;
  return projector.eventTypes !== 'all' && projector.eventTypes.every((type) => types.has(type));
}
