import { comparePositions, type EventStore, type GlobalPosition, START } from '@referrals/contracts';
import type pg from 'pg';
import type { Projector } from '../projector.js';
import { applyBatch } from './apply-batch.js';
import { resetCheckpoint } from './checkpoints.js';
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
  durationMs: number;
}

/**
 * Empties a projector's tables and replays the whole feed into them; the checkpoint is then
 * marked as the configured store's, whichever store wrote it before. A running process
 * that holds the projector is disconnected (its open batch rolls back) and takes the
 * projector back from the new checkpoint when the rebuild is done.
 */
export async function rebuildProjector(
  projector: Projector,
  options: RebuildOptions,
): Promise<RebuildResult> {
  const started = Date.now();
  const client = await options.pool.connect();
  let broken = false;
  try {
    await takeOver(client, projector.name, options.takeoverTimeoutMs ?? 15_000);
    await client.query('BEGIN');
    if (projector.tables.length > 0)
      await client.query(`TRUNCATE ${projector.tables.map(quoteIdentifier).join(', ')}`);
    await resetCheckpoint(client, projector.name, options.store.adapterName);
    await client.query('COMMIT');

    const head = await options.store.headPosition();
    let eventsReplayed = 0;
    if (head) {
      const totalEvents = options.countEvents ? await options.countEvents(head, projector.eventTypes) : null;
      eventsReplayed = await replayUpTo(client, projector, { head, totalEvents }, options);
    }
    await unlockProjector(client, projector.name);
    return { projector: projector.name, eventsReplayed, durationMs: Date.now() - started };
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
  }
}

async function replayUpTo(
  client: pg.PoolClient,
  projector: Projector,
  { head, totalEvents }: { head: GlobalPosition; totalEvents: number | null },
  options: RebuildOptions,
): Promise<number> {
  let checkpoint: GlobalPosition = START;
  let eventsReplayed = 0;
  let fraction = 0;
  const subscription = options.store.subscribeToAll({
    maxBatchSize: options.maxBatchSize ?? 1000,
    ...(projector.eventTypes === 'all' ? {} : { filter: { eventTypes: projector.eventTypes } }),
  });
  try {
    for await (const batch of subscription) {
      await applyBatch(client, projector, batch, checkpoint);
      checkpoint = batch.checkpoint;
      eventsReplayed += batch.events.length;
      // An estimate from positions, which concurrent appends leave slightly out of feed order: never go back.
      fraction = Math.max(fraction, progressFraction(checkpoint, head));
      options.onProgress?.({ projector: projector.name, eventsReplayed, fraction, totalEvents });
      if (comparePositions(checkpoint, head) >= 0) break;
    }
  } finally {
    await subscription.close();
  }
  return eventsReplayed;
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
