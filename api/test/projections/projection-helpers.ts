import { randomUUID } from 'node:crypto';
import { comparePositions, type EventStore, type GlobalPosition } from '@referrals/contracts';
import { loadAllCheckpoints } from '@referrals/projections';
import type pg from 'pg';
import { aMetadata } from '../event-store/event-builders.js';

/**
 * Appends in flight at once, at most: fewer than the store's pool holds (20, shared with the runners'
 * feed reads), so that they queue on the server rather than for a pooled connection, a wait bounded
 * at 5 s that two hundred appends of a hundred events outlast on a busy machine.
 */
const APPENDS_IN_FLIGHT = 16;

/** Appends `count` events over `streams` streams, in batches, the way many users acting at once would. */
export async function appendManyEvents(
  store: EventStore,
  options: { streams: number; count: number; batch?: number },
): Promise<GlobalPosition> {
  const batch = options.batch ?? 50;
  const inFlight = Math.min(options.streams, APPENDS_IN_FLIGHT);
  const names = Array.from({ length: options.streams }, () => `tally-${randomUUID()}`);
  const revisions = new Map<string, bigint>();
  const appends: Promise<void>[] = [];
  let last: GlobalPosition | null = null;
  for (let written = 0, index = 0; written < options.count; written += batch, index++) {
    const stream = names[index % names.length]!;
    const size = Math.min(batch, options.count - written);
    const events = Array.from({ length: size }, (_, offset) => ({
      id: randomUUID(),
      type: 'TallyIncremented',
      data: { tallyId: stream.slice('tally-'.length), by: 1 + ((written + offset) % 7) },
      metadata: aMetadata({ actorUserId: `user-${index % 5}` }),
    }));
    const expected = revisions.get(stream) ?? 'no_stream';
    revisions.set(stream, (revisions.get(stream) ?? -1n) + BigInt(size));
    appends.push(
      store.appendToStream(stream, events, { expectedRevision: expected }).then((result) => {
        if (!last || comparePositions(result.position, last) > 0) last = result.position;
      }),
    );
    // Streams are written in order one batch at a time; different streams concurrently (consecutive
    // batches go to different streams, and a stream's next batch waits for the wave before it).
    if (appends.length >= inFlight) await Promise.all(appends.splice(0));
  }
  await Promise.all(appends);
  return last!;
}

/** Waits until every named projector has handled the event at `target` (and so everything before it). */
export async function waitForProjectors(
  db: pg.Pool,
  target: GlobalPosition,
  names: readonly string[],
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await loadAllCheckpoints(db);
    if (names.every((name) => checkpoints.get(name) && comparePositions(checkpoints.get(name)!, target) >= 0))
      return;
    if (Date.now() > deadline)
      throw new Error(`projectors ${names.join(', ')} did not catch up within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function tableRows(db: pg.Pool, table: string, orderBy: string): Promise<unknown[]> {
  return (await db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
}
