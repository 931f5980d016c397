/**
 * The KurrentDB (EventStoreDB) adapter of the event store port, on @kurrent/kurrentdb-client.
 * Decisions and caveats: docs/decisions/0002-kurrentdb-adapter.md.
 */
import {
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  type Position,
  type ReadPosition,
  type ReadRevision,
  type RegexFilter,
  type ResolvedEvent,
  START as FROM_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  comparePositions,
  EventStoreUnavailable,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeToAllOptions,
  type SubscriptionBatch,
} from '@referrals/contracts';
import {
  CONNECTION_SETTING,
  eventSelector,
  isSystemEvent,
  samePosition,
  serverFilter,
  SubscriptionBuffer,
  toEventData,
  toGlobalPosition,
  toKurrentPosition,
  toRecordedEvent,
  toStoreError,
  toStreamState,
  toWrongExpectedVersion,
} from './kurrentdb-mapping.js';

export interface KurrentDbEventStoreOptions {
  /** How long `ping` waits for an answer. Default 5000 ms. */
  pingTimeoutMs?: number;
  /** Events per read request when paging through streams and `$all`. Default 500. */
  readPageSize?: number;
  /**
   * How often a filtered subscription reports progress through events it skipped, in multiples of
   * the server's 32-event search window. Default 1 (every 32 events scanned).
   */
  checkpointIntervalMultiplier?: number;
}

const DEFAULT_MAX_BATCH_SIZE = 500;

export class KurrentDbEventStore implements EventStore {
  readonly adapterName = 'kurrentdb';
  private readonly pingTimeoutMs: number;
  private readonly readPageSize: number;
  private readonly checkpointIntervalMultiplier: number;
  private readonly subscriptions = new Set<KurrentDbAllSubscription>();
  private closed = false;

  constructor(
    private readonly client: KurrentDBClient,
    options: KurrentDbEventStoreOptions = {},
  ) {
    this.pingTimeoutMs = options.pingTimeoutMs ?? 5000;
    this.readPageSize = positiveInteger(options.readPageSize ?? 500, 'readPageSize');
    this.checkpointIntervalMultiplier = positiveInteger(
      options.checkpointIntervalMultiplier ?? 1,
      'checkpointIntervalMultiplier',
    );
  }

  /** `connectionString` as in EVENTSTORE_CONNECTION_STRING, e.g. `kurrentdb://localhost:2113?tls=false`. */
  static connect(connectionString: string, options?: KurrentDbEventStoreOptions): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(connectionString), options);
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    const expected = options.expectedRevision;
    const streamState = toStreamState(expected);
    const eventData = events.map(toEventData);
    const result = await this.client
      .appendToStream(streamName, eventData, { streamState })
      .catch((error: unknown) => {
        if (error instanceof WrongExpectedVersionError) {
          throw toWrongExpectedVersion(streamName, expected, error.actualState);
        }
        throw toStoreError(error);
      });
    // Re-sending the same event ids with the same expectation is answered by the server as a
    // success (idempotent write), so a retry after a lost answer lands here like the first try.
    if (!result.success) {
      // Only with `throwOnAppendFailure=false` in the connection string; the client's revision is
      // unreliable then (batch appends report a boolean as the revision), so the actual is unknown.
      throw toWrongExpectedVersion(streamName, expected, undefined);
    }
    const nextExpectedRevision = result.nextExpectedRevision;
    // The server reports one position for the whole write, (commit, commit). For a single event that
    // is the event's own $all position. For several events, and when the server sends no position
    // (idempotent re-appends on some versions), read the last event back for its exact position.
    const position =
      result.position !== undefined && events.length === 1
        ? toGlobalPosition(result.position)
        : await this.positionOfRevision(streamName, nextExpectedRevision);
    return { nextExpectedRevision, position };
  }

  private async positionOfRevision(streamName: string, revision: bigint): Promise<GlobalPosition> {
    for await (const event of this.readStream(streamName, { fromRevision: revision, maxCount: 1 })) {
      if (event.revision === revision) return event.position;
    }
    throw new Error(`Stream "${streamName}" has no event at revision ${revision} right after appending it`);
  }

  async *readStream(streamName: string, options: ReadStreamOptions = {}): AsyncGenerator<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    const from = options.fromRevision ?? (backwards ? 'end' : 'start');
    let cursor: ReadRevision = from === 'start' ? FROM_START : from === 'end' ? END : from;
    if (typeof cursor === 'bigint' && cursor < 0n) return;
    while (remaining > 0) {
      const limit = Math.min(this.readPageSize, remaining);
      const page = await this.readStreamPage(streamName, cursor, backwards, limit);
      let lastRevision: bigint | undefined;
      for (const { event } of page) {
        if (event === undefined) continue;
        lastRevision = event.revision;
        yield toRecordedEvent(event);
        remaining -= 1;
        if (remaining <= 0) return;
      }
      if (page.length < limit || lastRevision === undefined) return;
      cursor = backwards ? lastRevision - 1n : lastRevision + 1n;
      if (cursor < 0n) return;
    }
  }

  /** KurrentDB reads one stream per call: the streams are read one after another. */
  async *readStreams(streamNames: readonly string[]): AsyncGenerator<RecordedEvent> {
    for (const streamName of new Set(streamNames)) yield* this.readStream(streamName);
  }

  /** Each stream's last event, read backwards, the streams at once. */
  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    const lasts = await Promise.all(
      [...new Set(streamNames)].map(async (streamName) => {
        const [last] = await this.readStreamPage(streamName, END, true, 1);
        return last?.event ? ([streamName, last.event.revision] as const) : null;
      }),
    );
    return new Map(lasts.filter((last) => last !== null));
  }

  /** One page, fully read: the reader holds no server call open while our consumer is busy. */
  private async readStreamPage(
    streamName: string,
    fromRevision: ReadRevision,
    backwards: boolean,
    maxCount: number,
  ): Promise<ResolvedEvent[]> {
    const page: ResolvedEvent[] = [];
    try {
      const read = this.client.readStream(streamName, {
        fromRevision,
        direction: backwards ? BACKWARDS : FORWARDS,
        maxCount,
      });
      for await (const resolved of read) page.push(resolved);
    } catch (error) {
      // A missing stream reads as empty.
      if (error instanceof StreamNotFoundError) return [];
      throw toStoreError(error);
    }
    return page;
  }

  /**
   * `$all` without system events, paged. The server reads forwards from a position inclusively and
   * backwards from a position exclusively (it counts back from just before the record), so an
   * inclusive backwards read first looks for the event exactly at `fromPosition`. Every page is
   * also checked against the positions already returned, whichever way the server counts.
   */
  async *readAll(options: ReadAllOptions = {}): AsyncGenerator<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    if (remaining <= 0) return;
    const eventTypes = options.filter?.eventTypes;
    const filter = serverFilter(eventTypes);
    const selected = eventSelector(eventTypes);
    const from = options.fromPosition ?? (backwards ? 'end' : 'start');
    const bound = typeof from === 'object' ? from : undefined;

    if (backwards && bound !== undefined) {
      const [atBound] = await this.readAllPage(toKurrentPosition(bound), false, 1, filter);
      if (
        atBound?.event !== undefined &&
        samePosition(atBound.position, bound) &&
        selected(atBound.event.type, atBound.event.streamName)
      ) {
        yield atBound.event;
        remaining -= 1;
      }
    }

    let cursor: ReadPosition =
      bound !== undefined ? toKurrentPosition(bound) : from === 'start' ? FROM_START : END;
    let last: GlobalPosition | undefined;
    while (remaining > 0) {
      // After the first page the cursor is the last position seen, which an inclusive server
      // returns again: ask for one more so that every page still makes progress.
      const limit = Math.min(this.readPageSize, remaining) + (last === undefined ? 0 : 1);
      const page = await this.readAllPage(cursor, backwards, limit, filter);
      for (const { position, event } of page) {
        if (last !== undefined && !isBeyond(position, last, backwards)) continue;
        if (bound !== undefined && !isWithin(position, bound, backwards)) continue;
        last = position;
        if (event === undefined || !selected(event.type, event.streamName)) continue;
        yield event;
        remaining -= 1;
        if (remaining <= 0) return;
      }
      if (page.length < limit || last === undefined) return;
      cursor = toKurrentPosition(last);
    }
  }

  /**
   * One page of `$all`, fully read (no server call stays open while our consumer is busy). System
   * events are kept as bare positions for paging: they need not be JSON with our metadata.
   */
  private async readAllPage(
    fromPosition: ReadPosition,
    backwards: boolean,
    maxCount: number,
    filter: RegexFilter,
  ): Promise<PageEntry[]> {
    const page: PageEntry[] = [];
    try {
      const read = this.client.readAll({
        fromPosition,
        direction: backwards ? BACKWARDS : FORWARDS,
        maxCount,
        filter,
      });
      for await (const resolved of read) {
        const raw = resolved.event;
        if (raw === undefined) continue;
        if (isSystemEvent(raw.type, raw.streamId)) {
          if (raw.position === undefined) continue;
          page.push({ position: toGlobalPosition(raw.position), event: undefined });
          continue;
        }
        const event = toRecordedEvent(raw);
        page.push({ position: event.position, event });
      }
    } catch (error) {
      throw toStoreError(error);
    }
    return page;
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    if (this.closed) throw new EventStoreUnavailable('The KurrentDB event store is closed');
    const subscription = new KurrentDbAllSubscription(this.client, {
      after: options.after,
      eventTypes: options.filter?.eventTypes,
      maxBatchSize: positiveInteger(options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE, 'maxBatchSize'),
      checkpointIntervalMultiplier: this.checkpointIntervalMultiplier,
      onClosed: (closed) => this.subscriptions.delete(closed),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition | null> {
    for await (const event of this.readAll({ direction: 'backwards', fromPosition: 'end', maxCount: 1 })) {
      return event.position;
    }
    return null;
  }

  /** Reads the newest record of `$all` (system or not): one cheap round trip. */
  async ping(): Promise<void> {
    const read = async (): Promise<void> => {
      for await (const _ of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
        // Drain the single answer.
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no answer within ${this.pingTimeoutMs} ms`));
      }, this.pingTimeoutMs);
    });
    try {
      await Promise.race([read(), timeout]);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new EventStoreUnavailable(
        `KurrentDB did not answer a ping (check ${CONNECTION_SETTING}): ${detail}`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([...this.subscriptions].map((subscription) => subscription.close()));
    this.subscriptions.clear();
    await this.client.dispose();
  }
}

/** Positions of `a` is further along the read than `b`. */
function isBeyond(a: GlobalPosition, b: GlobalPosition, backwards: boolean): boolean {
  const order = comparePositions(a, b);
  return backwards ? order < 0 : order > 0;
}

/** `position` is inside the read that starts at `bound` (inclusive forwards; backwards the bound itself was read first). */
function isWithin(position: GlobalPosition, bound: GlobalPosition, backwards: boolean): boolean {
  const order = comparePositions(position, bound);
  return backwards ? order < 0 : order >= 0;
}

interface PageEntry {
  position: GlobalPosition;
  /** Undefined for a system event. */
  event: RecordedEvent | undefined;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
  return value;
}

interface SubscriptionSettings {
  after: GlobalPosition | undefined;
  eventTypes: readonly string[] | undefined;
  maxBatchSize: number;
  checkpointIntervalMultiplier: number;
  onClosed: (subscription: KurrentDbAllSubscription) => void;
}

/**
 * A checkpoint travelling in the subscription stream itself. The client calls `checkpointReached`
 * from inside its Transform, possibly while events it pushed earlier still wait in the readable
 * buffer (the stream is paused, or 'data' is emitted on a later tick). Pushing the checkpoint
 * into that same buffer keeps it behind those events, so a batch checkpoint never passes an event
 * that has not been handed over yet.
 */
class CheckpointMarker {
  constructor(readonly position: Position) {}
}

interface Waiter {
  resolve: (result: IteratorResult<SubscriptionBatch>) => void;
  reject: (error: Error) => void;
}

/**
 * A catch-up subscription to `$all` (history after `after`, then live), as batches.
 *
 * The client's stream delivers events and checkpoint markers, in log order, into a
 * SubscriptionBuffer; `next()` takes whatever has accumulated (up to maxBatchSize) or waits for the
 * next arrival. Memory is bounded: when the buffer holds 2 × maxBatchSize events the client stream
 * is paused, which stops reading from gRPC, so HTTP/2 flow control holds the server back (a live
 * subscription that stays behind is moved back to catch-up by the server, losing nothing). It
 * resumes once the buffer drops below maxBatchSize. Errors are handed over after the events
 * received before them; `close()` (or leaving a for-await loop) unsubscribes.
 */
class KurrentDbAllSubscription implements AllSubscription {
  private readonly buffer: SubscriptionBuffer;
  private readonly selected: (type: string, streamName: string) => boolean;
  private readonly source: AllStreamSubscription;
  private readonly maxBatchSize: number;
  private waiter: Waiter | undefined;
  private failure: { error: Error } | undefined;
  private closed = false;
  private paused = false;
  private wakeScheduled = false;

  constructor(
    client: KurrentDBClient,
    private readonly settings: SubscriptionSettings,
  ) {
    const after = settings.after ?? START;
    this.buffer = new SubscriptionBuffer(after);
    this.maxBatchSize = settings.maxBatchSize;
    this.selected = eventSelector(settings.eventTypes);
    // The client's fromPosition is exclusive (the server sends events after it). START (0/0) is
    // "before everything", which only the START constant says without risking the first record.
    const fromPosition: ReadPosition = samePosition(after, START) ? FROM_START : toKurrentPosition(after);
    this.source = client.subscribeToAll({
      fromPosition,
      filter: serverFilter(settings.eventTypes, {
        checkpointInterval: settings.checkpointIntervalMultiplier,
        checkpointReached: (subscription, position) => {
          subscription.push(new CheckpointMarker(position));
        },
      }),
    });
    this.source.on('data', (item: AllStreamResolvedEvent | CheckpointMarker) => {
      if (item instanceof CheckpointMarker) this.onCheckpoint(item.position);
      else this.onEvent(item);
    });
    // Kept for the subscription's whole life: an 'error' without a listener would crash the process.
    this.source.on('error', (error: Error) => this.fail(toStoreError(error)));
    this.source.on('end', () =>
      this.fail(
        new EventStoreUnavailable(`The KurrentDB subscription to $all ended (check ${CONNECTION_SETTING})`),
      ),
    );
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionBatch> {
    return {
      next: () => this.next(),
      return: async () => {
        await this.close();
        return { done: true, value: undefined };
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.buffer.clear();
    this.waiter?.resolve({ done: true, value: undefined });
    this.waiter = undefined;
    this.settings.onClosed(this);
    try {
      await this.source.unsubscribe();
    } catch {
      // The call never started (server unreachable): nothing to cancel.
    }
  }

  private next(): Promise<IteratorResult<SubscriptionBatch>> {
    if (this.closed) return Promise.resolve({ done: true, value: undefined });
    if (this.waiter !== undefined) {
      return Promise.reject(new Error('next() called before the previous batch arrived'));
    }
    const batch = this.take();
    if (batch !== undefined) return Promise.resolve({ done: false, value: batch });
    if (this.failure !== undefined) return Promise.reject(this.failure.error);
    return new Promise((resolve, reject) => {
      this.waiter = { resolve, reject };
    });
  }

  private take(): SubscriptionBatch | undefined {
    const batch = this.buffer.take(this.maxBatchSize);
    if (this.paused && this.buffer.size < this.maxBatchSize && this.failure === undefined) {
      this.paused = false;
      this.source.resume();
    }
    return batch;
  }

  private onEvent(resolved: AllStreamResolvedEvent): void {
    if (this.closed || this.failure !== undefined) return;
    const raw = resolved.event;
    if (raw === undefined) return;
    try {
      if (this.selected(raw.type, raw.streamId)) {
        this.buffer.addEvent(toRecordedEvent(raw));
      } else if (raw.position !== undefined) {
        this.buffer.addCheckpoint(toGlobalPosition(raw.position));
      }
    } catch (error) {
      this.fail(toStoreError(error));
      return;
    }
    if (!this.paused && this.buffer.size >= 2 * this.maxBatchSize) {
      this.paused = true;
      this.source.pause();
    }
    this.scheduleWake();
  }

  private onCheckpoint(position: Position): void {
    if (this.closed || this.failure !== undefined) return;
    this.buffer.addCheckpoint(toGlobalPosition(position));
    this.scheduleWake();
  }

  /**
   * Hands over at the end of this turn of the event loop rather than on the first event, so that
   * events the client delivers together (one gRPC message read) travel in one batch.
   */
  private scheduleWake(): void {
    if (this.wakeScheduled || this.waiter === undefined) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      const waiter = this.waiter;
      if (waiter === undefined || this.closed) return;
      const batch = this.take();
      if (batch === undefined) return;
      this.waiter = undefined;
      waiter.resolve({ done: false, value: batch });
    });
  }

  private fail(error: Error): void {
    if (this.closed || this.failure !== undefined) return;
    this.failure = { error };
    const waiter = this.waiter;
    if (waiter !== undefined && this.buffer.size === 0) {
      this.waiter = undefined;
      waiter.reject(error);
    }
    this.source.unsubscribe().catch(() => undefined);
  }
}
