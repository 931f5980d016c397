import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  START,
  type SubscriptionBatch,
} from '@referrals/contracts';
import type pg from 'pg';
import { handlesEventType, type Projector } from '../projector.js';
import { replayBatch } from './apply-batch.js';
import { resetCheckpoint } from './checkpoints.js';
import { PendingBatches } from './pending-batches.js';
import { projectorLockHolders, tryLockProjector, unlockProjector } from './projector-lock.js';

export interface RebuildProgress {
  projector: string;
  /** Events handed to the projector so far. */
  eventsReplayed: number;
  /** 0..1, from the feed position reached against the head at the start. */
  fraction: number;
  /** Events the projector will be handed in all, when the store could count them (`countEvents`). */
  totalEvents: number | null;
}

export interface RebuildOptions {
  store: EventStore;
  /** One connection per projector rebuilt, held from its takeover to its end. */
  pool: pg.Pool;
  maxBatchSize?: number;
  /** How long to keep trying to take the projector over from a running process. */
  takeoverTimeoutMs?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Counts the events of these types up to a feed position, when the store can do it cheaply (Postgres). */
  countEvents?: (upTo: GlobalPosition, eventTypes: Projector['eventTypes']) => Promise<number>;
}

export interface RebuildResult {
  projector: string;
  eventsReplayed: number;
  /**
   * Time it spent applying its batches (the rest it waited for the feed): its own pace. The rebuild takes
   * as long as its slowest projector, and the reading of the feed.
   */
  applyingMs: number;
}

/**
 * A projector being rebuilt applies up to this many of the feed's batches in one transaction (16,000
 * events with the default batch size): fewer and larger statements than live (which merges 4), and more
 * of a prospect's events fold into one row write.
 */
const MERGED_BATCHES = 16;
/** Merged batches waiting for one projector being rebuilt, at most: the feed then waits for it. */
const PENDING_CHUNKS = 2;

/** Empties a projector's tables and replays the whole feed into them (see rebuildProjectors). */
export async function rebuildProjector(
  projector: Projector,
  options: RebuildOptions,
): Promise<RebuildResult> {
  const [result] = await rebuildProjectors([projector], options);
  return result!;
}

/**
 * Empties the projectors' tables and replays the whole feed into them, reading it once for all of them:
 * each batch is handed to every projector, which applies its events on its own connection (a projector
 * behind takes several batches at once), so they work side by side and the slowest sets the pace. Each
 * checkpoint is then marked as the configured store's, whichever store wrote it before. A running
 * process that holds one of the projectors is disconnected (its open batch rolls back) and takes the
 * projector back from the new checkpoint when the rebuild is done.
 */
export async function rebuildProjectors(
  projectors: readonly Projector[],
  options: RebuildOptions,
): Promise<RebuildResult[]> {
  const replays = projectors.map((projector) => new Replay(projector, options));
  try {
    for (const replay of replays) await replay.takeOverAndEmpty();
    const head = await options.store.headPosition();
    if (head) {
      await Promise.all(replays.map((replay) => replay.countUpTo(head)));
      await Promise.all([
        readFeedInto(replays, head, options),
        ...replays.map((replay) => replay.apply(head)),
      ]);
    }
    for (const replay of replays) await replay.finish();
    return replays.map((replay) => replay.result());
  } finally {
    for (const replay of replays) replay.release();
  }
}

/** Reads the feed up to `head` once, handing each batch to every replay. */
async function readFeedInto(
  replays: readonly Replay[],
  head: GlobalPosition,
  options: RebuildOptions,
): Promise<void> {
  const types = new Set<string>();
  const everyType = replays.some((replay) => replay.projector.eventTypes === 'all');
  for (const replay of replays)
    if (replay.projector.eventTypes !== 'all') replay.projector.eventTypes.forEach((type) => types.add(type));
  const subscription = options.store.subscribeToAll({
    maxBatchSize: options.maxBatchSize ?? 1000,
    ...(everyType ? {} : { filter: { eventTypes: [...types] } }),
  });
  try {
    for await (const batch of subscription) {
      if (replays.some((replay) => replay.failed)) return;
      for (const replay of replays) replay.offer(batch);
      await Promise.all(replays.map((replay) => replay.room()));
      if (comparePositions(batch.checkpoint, head) >= 0) break;
    }
  } catch (error) {
    for (const replay of replays) replay.fail(error);
    throw error;
  } finally {
    for (const replay of replays) replay.feedEnded();
    await subscription.close();
  }
}

/** One projector's rebuild: its connection (and lock), its pending batches and its progress. */
class Replay {
  failed = false;
  private client: pg.PoolClient | null = null;
  private broken = false;
  private readonly pending: PendingBatches;
  private feedDone = false;
  private failure: Error | null = null;
  private checkpoint: GlobalPosition = START;
  private eventsReplayed = 0;
  private fraction = 0;
  private totalEvents: number | null = null;
  private applyingMs = 0;

  constructor(
    readonly projector: Projector,
    private readonly options: RebuildOptions,
  ) {
    this.pending = new PendingBatches(MERGED_BATCHES * (options.maxBatchSize ?? 1000), PENDING_CHUNKS);
  }

  async takeOverAndEmpty(): Promise<void> {
    this.client = await this.options.pool.connect();
    const client = this.client;
    await takeOver(client, this.projector.name, this.options.takeoverTimeoutMs ?? 15_000);
    await client.query('BEGIN');
    if (this.projector.tables.length > 0)
      await client.query(`TRUNCATE ${this.projector.tables.map(quoteIdentifier).join(', ')}`);
    await resetCheckpoint(client, this.projector.name, this.options.store.adapterName);
    await client.query('COMMIT');
  }

  async countUpTo(head: GlobalPosition): Promise<void> {
    if (this.options.countEvents)
      this.totalEvents = await this.options.countEvents(head, this.projector.eventTypes);
  }

  offer(batch: SubscriptionBatch): void {
    const events = batch.events.filter((event) => handlesEventType(this.projector, event.type));
    this.pending.push({ events, checkpoint: batch.checkpoint });
  }

  room(): Promise<void> {
    return this.pending.room();
  }

  feedEnded(): void {
    this.feedDone = true;
    this.pending.interrupt();
  }

  fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    this.failed = true;
    this.pending.clear();
  }

  /**
   * Applies what the feed hands over until it ends; batches without any of the projector's events only
   * move the checkpoint with the next one that has some, or at the end. Nobody waits on a rebuild's
   * progress, so until the feed ends a projector takes only full merged batches: one that keeps up with
   * the feed still writes few, large transactions, and leaves the cores to the slowest.
   */
  async apply(head: GlobalPosition): Promise<void> {
    const client = this.client!;
    let reached: GlobalPosition = START;
    try {
      for (;;) {
        if (this.failed) return;
        if (this.feedDone && this.pending.size === 0) break;
        const next = this.feedDone ? await this.pending.take(null) : await this.pending.takeFull();
        if (!next) continue;
        reached = next.checkpoint;
        if (next.events.length === 0) continue;
        const applying = performance.now();
        await replayBatch(client, this.projector, next, this.checkpoint);
        this.applyingMs += performance.now() - applying;
        this.checkpoint = next.checkpoint;
        this.eventsReplayed += next.events.length;
        this.report(head);
      }
      if (comparePositions(reached, this.checkpoint) > 0) {
        await replayBatch(client, this.projector, { events: [], checkpoint: reached }, this.checkpoint);
        this.checkpoint = reached;
      }
      this.fraction = 1;
      this.report(head);
    } catch (error) {
      this.broken = true;
      this.fail(error);
      throw error;
    }
  }

  /**
   * Analyzes the refilled tables (emptied, they kept the statistics of empty tables, and queries were
   * planned for those until autovacuum came round, where it runs at all), then unlocks the projector.
   */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.projector.tables.length > 0)
      await this.client!.query(`ANALYZE ${this.projector.tables.map(quoteIdentifier).join(', ')}`);
    await unlockProjector(this.client!, this.projector.name);
  }

  result(): RebuildResult {
    return {
      projector: this.projector.name,
      eventsReplayed: this.eventsReplayed,
      applyingMs: this.applyingMs,
    };
  }

  release(): void {
    this.client?.release(this.broken || this.failure !== null);
    this.client = null;
  }

  private report(head: GlobalPosition): void {
    // An estimate from positions, which concurrent appends leave slightly out of feed order: never go back.
    this.fraction = Math.max(this.fraction, progressFraction(this.checkpoint, head));
    this.options.onProgress?.({
      projector: this.projector.name,
      eventsReplayed: this.eventsReplayed,
      fraction: this.fraction,
      totalEvents: this.totalEvents,
    });
  }
}

function progressFraction(reached: GlobalPosition, head: GlobalPosition): number {
  if (comparePositions(reached, head) >= 0) return 1;
  if (head.prepare === 0n) return 0;
  return Math.min(1, Number(reached.prepare) / Number(head.prepare));
}

async function takeOver(client: pg.PoolClient, projector: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await tryLockProjector(client, projector)) return;
    if (Date.now() > deadline) {
      throw new Error(`Could not take over projector "${projector}" within ${timeoutMs} ms`);
    }
    for (const pid of await projectorLockHolders(client, projector)) {
      await client.query('SELECT pg_terminate_backend($1)', [pid]);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
