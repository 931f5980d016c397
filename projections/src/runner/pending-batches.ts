import type { SubscriptionBatch } from '@referrals/contracts';

/**
 * The batches the shared feed has handed one projector and it has not applied yet. Consecutive batches
 * are merged into one (up to `mergeLimit` events), so a projector that falls behind catches up with
 * fewer, larger transactions; `chunkLimit` merged batches at most wait, after which the feed waits for
 * `room()`.
 */
export class PendingBatches {
  private readonly chunks: SubscriptionBatch[] = [];
  private wakeTaker: (() => void) | null = null;
  private readonly wakeGivers = new Set<() => void>();
  /** Batches pushed so far: tells a waiting `takeFull` a push from an interruption. */
  private pushes = 0;

  constructor(
    private readonly mergeLimit: number,
    private readonly chunkLimit: number,
  ) {}

  get size(): number {
    return this.chunks.length;
  }

  push(batch: SubscriptionBatch): void {
    const last = this.chunks.at(-1);
    if (last && last.events.length + batch.events.length <= this.mergeLimit) {
      this.chunks[this.chunks.length - 1] = {
        events: batch.events.length === 0 ? last.events : [...last.events, ...batch.events],
        checkpoint: batch.checkpoint,
      };
    } else {
      this.chunks.push(batch);
    }
    this.pushes++;
    this.wakeTaker?.();
  }

  /** Resolves once fewer than `chunkLimit` merged batches wait (at once when they do). */
  async room(): Promise<void> {
    while (this.chunks.length >= this.chunkLimit) {
      await new Promise<void>((resolve) => this.wakeGivers.add(resolve));
    }
  }

  /**
   * The oldest merged batch, waiting for one up to `timeoutMs` (forever when null); null when the wait
   * ran out or `interrupt()` was called.
   */
  async take(timeoutMs: number | null): Promise<SubscriptionBatch | null> {
    if (this.chunks.length === 0) {
      await new Promise<void>((resolve) => {
        const timer = timeoutMs === null ? null : setTimeout(done, timeoutMs);
        const wake = (): void => done();
        this.wakeTaker = wake;
        function done(): void {
          if (timer) clearTimeout(timer);
          resolve();
        }
      });
      this.wakeTaker = null;
    }
    const chunk = this.chunks.shift() ?? null;
    if (chunk) this.wakeAllGivers();
    return chunk;
  }

  /**
   * The oldest merged batch once it is full (a later batch did not fit in it); null when `interrupt()`
   * or `clear()` ends the wait first.
   */
  async takeFull(): Promise<SubscriptionBatch | null> {
    while (this.chunks.length < 2) {
      const pushes = this.pushes;
      await new Promise<void>((resolve) => (this.wakeTaker = resolve));
      this.wakeTaker = null;
      if (this.pushes === pushes) return null;
    }
    const chunk = this.chunks.shift()!;
    this.wakeAllGivers();
    return chunk;
  }

  /** Ends a `take` or `takeFull` in progress with null (stopping). */
  interrupt(): void {
    this.wakeTaker?.();
  }

  /** Drops everything pending (the projector left the feed) and lets a waiting feed go on. */
  clear(): void {
    this.chunks.length = 0;
    this.wakeAllGivers();
    this.wakeTaker?.();
  }

  private wakeAllGivers(): void {
    for (const wake of [...this.wakeGivers]) wake();
    this.wakeGivers.clear();
  }
}
