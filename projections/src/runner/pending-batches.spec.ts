import { describe, expect, it } from '@jest/globals';
import type { GlobalPosition, RecordedEvent, SubscriptionBatch } from '@referrals/contracts';
import { PendingBatches } from './pending-batches.js';

const at = (commit: number): GlobalPosition => ({ commit: BigInt(commit), prepare: 0n });
const anEvent = (commit: number) => ({ id: `event-${commit}`, position: at(commit) }) as RecordedEvent;
const aBatch = (...commits: number[]): SubscriptionBatch => ({
  events: commits.map(anEvent),
  checkpoint: at(commits.at(-1) ?? 0),
});
const ids = (batch: SubscriptionBatch | null) => batch?.events.map((event) => event.id);

describe('the batches waiting for one projector', () => {
  it('hands consecutive batches over as one, up to the merge limit, with the last checkpoint', async () => {
    const pending = new PendingBatches(4, 8);
    pending.push(aBatch(1, 2));
    pending.push(aBatch(3, 4));
    pending.push(aBatch(5));
    const first = await pending.take(0);
    expect(ids(first)).toEqual(['event-1', 'event-2', 'event-3', 'event-4']);
    expect(first?.checkpoint).toEqual(at(4));
    expect(ids(await pending.take(0))).toEqual(['event-5']);
  });

  it('moves the checkpoint of the waiting batch for a batch with none of its events', async () => {
    const pending = new PendingBatches(4, 8);
    pending.push(aBatch(1));
    pending.push({ events: [], checkpoint: at(9) });
    const merged = await pending.take(0);
    expect(ids(merged)).toEqual(['event-1']);
    expect(merged?.checkpoint).toEqual(at(9));
    expect(pending.size).toBe(0);
  });

  it('answers null when nothing arrives in time, and wakes a waiting taker when a batch arrives', async () => {
    const pending = new PendingBatches(4, 8);
    expect(await pending.take(5)).toBeNull();
    const taking = pending.take(null);
    pending.push(aBatch(1));
    expect(ids(await taking)).toEqual(['event-1']);
  });

  it('holds the feed back while the merged batches waiting reach the limit, until one is taken', async () => {
    const pending = new PendingBatches(1, 2);
    pending.push(aBatch(1));
    pending.push(aBatch(2));
    let roomMade = false;
    const room = pending.room().then(() => (roomMade = true));
    await Promise.resolve();
    expect(roomMade).toBe(false);
    await pending.take(0);
    await room;
    expect(roomMade).toBe(true);
  });

  it('hands over a merged batch only once it is full when asked for full ones, and null when interrupted', async () => {
    const pending = new PendingBatches(4, 8);
    pending.push(aBatch(1, 2, 3));
    const taking = pending.takeFull();
    pending.push(aBatch(4));
    pending.push(aBatch(5, 6));
    expect(ids(await taking)).toEqual(['event-1', 'event-2', 'event-3', 'event-4']);
    const waiting = pending.takeFull();
    pending.interrupt();
    expect(await waiting).toBeNull();
    expect(ids(await pending.take(0))).toEqual(['event-5', 'event-6']);
  });

  it('lets the feed go on when it is cleared, and ends a waiting take with null', async () => {
    const pending = new PendingBatches(1, 1);
    pending.push(aBatch(1));
    const room = pending.room();
    pending.clear();
    await room;
    const taking = pending.take(null);
    pending.interrupt();
    expect(await taking).toBeNull();
  });
});
