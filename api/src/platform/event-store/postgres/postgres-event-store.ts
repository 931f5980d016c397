import {
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  comparePositions,
  type EventFilter,
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
import pg from 'pg';
import { type AppendOutcome, appendResultOf, type ReportsAppendOutcome } from '../append-outcome.js';
import type {
  AppendsInTransaction,
  StreamAppender,
  TransactionConnection,
} from '../appends-in-transaction.js';
import { AppendSignal } from './append-signal.js';
import { type FeedBound, feedStatement } from './feed-statements.js';
import { PostgresStreams } from './postgres-streams.js';
import { type EventRow, MAX_BIGINT, toRecordedEvent } from './row-mapping.js';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Connections for appends and reads. */
  poolSize?: number;
  /** How often an idle subscription polls when no notification arrives. */
  idlePollMs?: number;
  /** How often a filtered subscription reports progress through events its filter skipped. */
  filteredCheckpointEveryMs?: number;
  /** The shortest time between two notifications of appends to other processes (5 ms). */
  notifySpacingMs?: number;
  onBackgroundError?: (error: Error) => void;
}

const PAGE_SIZE = 1000;

type FeedRow = { horizon: string } & (EventRow | { [K in keyof EventRow]: null });

export class PostgresEventStore implements EventStore, ReportsAppendOutcome, AppendsInTransaction {
  readonly adapterName = 'postgres';
  private readonly pool: pg.Pool;
  private readonly signal: AppendSignal;
  private readonly idlePollMs: number;
  private readonly filteredCheckpointEveryMs: number;
  private readonly subscriptions = new Set<AbortController>();
  private readonly streams: PostgresStreams;

  constructor(options: PostgresEventStoreOptions) {
    const onError = options.onBackgroundError ?? (() => undefined);
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
    });
    this.pool.on('error', onError);
    this.streams = new PostgresStreams(this.pool);
    this.signal = new AppendSignal(this.pool, options.connectionString, onError, options.notifySpacingMs);
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.filteredCheckpointEveryMs = options.filteredCheckpointEveryMs ?? 1000;
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendResultOf(await this.appendWithOutcome(streamName, events, options));
  }

  async appendWithOutcome(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendOutcome> {
    const outcome = await this.streams.appendWithOutcome(streamName, events, options);
    if (outcome.stored) this.signal.appended(outcome.position.commit);
    return outcome;
  }

  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.streams.readStream(streamName, options);
  }

  readStreams(streamNames: readonly string[]): AsyncIterable<RecordedEvent> {
    return this.streams.readStreams(streamNames);
  }

  streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    return this.streams.streamRevisions(streamNames);
  }

  /**
   * Appends and stream reads on this connection, inside the transaction it is in, so a command's rows
   * and events commit (or roll back) together. Nothing is announced to subscribers: call
   * `announceCommitted` once the transaction has committed.
   */
  inTransaction(connection: TransactionConnection): StreamAppender {
    return new PostgresStreams(connection);
  }

  /** Tells subscribers, here and in other processes, of events a transaction appended and committed. */
  announceCommitted(position: GlobalPosition): void {
    this.signal.appended(position.commit);
  }

  async *readAll(options: ReadAllOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    const from = options.fromPosition ?? (backwards ? 'end' : 'start');
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let bound: FeedBound = typeof from === 'object' ? (backwards ? 'upTo' : 'from') : 'none';
    let position: GlobalPosition = typeof from === 'object' ? from : START;
    while (remaining > 0) {
      const limit = Math.min(PAGE_SIZE, remaining);
      const { events } = await this.readFeedPage({
        bound,
        backwards,
        position,
        limit,
        filter: options.filter,
      });
      for (const event of events) yield event;
      remaining -= events.length;
      if (events.length < limit) return;
      position = events.at(-1)!.position;
      bound = backwards ? 'upTo' : 'after';
      if (backwards) position = { commit: position.commit, prepare: position.prepare - 1n };
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const abort = new AbortController();
    this.subscriptions.add(abort);
    const batches = this.subscriptionBatches(options, abort.signal);
    const release = (): void => {
      this.subscriptions.delete(abort);
    };
    return {
      [Symbol.asyncIterator]: () => batches,
      close: async () => {
        abort.abort();
        release();
        await batches.return(undefined);
      },
    };
  }

  private async *subscriptionBatches(
    options: SubscribeToAllOptions,
    abort: AbortSignal,
  ): AsyncGenerator<SubscriptionBatch, void, undefined> {
    const maxBatchSize = options.maxBatchSize ?? 500;
    const filter = options.filter?.eventTypes ? options.filter : undefined;
    let checkpoint = options.after ?? START;
    let lastFilteredCheckpointAt = 0;
    let repollDelayMs = 1;
    while (!abort.aborted) {
      const page = await this.readFeedPage({
        bound: 'after',
        backwards: false,
        position: checkpoint,
        limit: maxBatchSize,
        filter,
      });
      if (abort.aborted) return;
      if (page.events.length > 0) {
        checkpoint = page.events.at(-1)!.position;
        repollDelayMs = 1;
        yield { events: page.events, checkpoint };
        continue;
      }
      // Everything below the horizon is final: a filtered feed may move its checkpoint past the skipped events.
      const final: GlobalPosition = { commit: page.horizon - 1n, prepare: MAX_BIGINT };
      const now = Date.now();
      if (
        filter &&
        now - lastFilteredCheckpointAt >= this.filteredCheckpointEveryMs &&
        comparePositions(final, checkpoint) > 0
      ) {
        lastFilteredCheckpointAt = now;
        checkpoint = final;
        yield { events: [], checkpoint };
        continue;
      }
      if (this.signal.latestAppendXid >= page.horizon) {
        // An append we heard of is held back by an older transaction still running: look again shortly.
        await sleep(repollDelayMs, abort);
        repollDelayMs = Math.min(repollDelayMs * 2, 100);
        continue;
      }
      repollDelayMs = 1;
      await this.signal.next(this.idlePollMs, abort);
    }
  }

  private async readFeedPage(request: {
    bound: FeedBound;
    backwards: boolean;
    position: GlobalPosition;
    limit: number;
    filter: EventFilter | undefined;
  }): Promise<{ horizon: bigint; events: RecordedEvent[] }> {
    const filtered = request.filter?.eventTypes !== undefined;
    const statement = feedStatement({ bound: request.bound, backwards: request.backwards, filtered });
    const values: unknown[] = [
      request.position.commit.toString(),
      request.position.prepare.toString(),
      request.limit,
    ];
    if (filtered) values.push(request.filter!.eventTypes);
    const { rows } = await this.query<FeedRow>(statement.name, statement.text, values);
    const horizon = BigInt(rows[0]!.horizon);
    const events = rows
      .filter((row): row is { horizon: string } & EventRow => row.id !== null)
      .map(toRecordedEvent);
    return { horizon, events };
  }

  async headPosition(): Promise<GlobalPosition | null> {
    const { events } = await this.readFeedPage({
      bound: 'none',
      backwards: true,
      position: START,
      limit: 1,
      filter: undefined,
    });
    return events[0]?.position ?? null;
  }

  async ping(): Promise<void> {
    await this.query('es-ping', 'SELECT 1', []);
  }

  async close(): Promise<void> {
    for (const abort of this.subscriptions) abort.abort();
    this.subscriptions.clear();
    await this.signal.close();
    await this.pool.end();
  }

  private query<Row extends pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    return this.streams.query<Row>(name, text, values);
  }
}

async function sleep(ms: number, abort: AbortSignal): Promise<void> {
  if (abort.aborted) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(finish, ms);
    function finish(): void {
      clearTimeout(timer);
      abort.removeEventListener('abort', finish);
      resolve();
    }
    abort.addEventListener('abort', finish, { once: true });
  });
}
