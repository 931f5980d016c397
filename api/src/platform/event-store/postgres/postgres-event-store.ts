import {
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  comparePositions,
  type EventFilter,
  EventStoreUnavailable,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  START,
  type SubscribeToAllOptions,
  type SubscriptionBatch,
  WrongExpectedVersion,
} from '@referrals/contracts';
import pg from 'pg';
import { isConnectionFailure } from '../../database/connection-failure.js';
import type { AppendOutcome, ReportsAppendOutcome } from '../append-outcome.js';
import { AppendSignal } from './append-signal.js';
import { appendStatementFor } from './append-statements.js';
import {
  EXISTING_EVENTS_STATEMENT,
  type FeedBound,
  feedStatement,
  STREAM_REVISION_STATEMENT,
  STREAM_STATEMENTS,
  STREAMS_STATEMENT,
} from './feed-statements.js';
import { type EventRow, MAX_BIGINT, rowPosition, toRecordedEvent } from './row-mapping.js';

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
const UNIQUE_VIOLATION = '23505';

type FeedRow = { horizon: string } & (EventRow | { [K in keyof EventRow]: null });

export class PostgresEventStore implements EventStore, ReportsAppendOutcome {
  readonly adapterName = 'postgres';
  private readonly pool: pg.Pool;
  private readonly signal: AppendSignal;
  private readonly idlePollMs: number;
  private readonly filteredCheckpointEveryMs: number;
  private readonly subscriptions = new Set<AbortController>();

  constructor(options: PostgresEventStoreOptions) {
    const onError = options.onBackgroundError ?? (() => undefined);
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 20,
      connectionTimeoutMillis: 5000,
    });
    this.pool.on('error', onError);
    this.signal = new AppendSignal(this.pool, options.connectionString, onError, options.notifySpacingMs);
    this.idlePollMs = options.idlePollMs ?? 1000;
    this.filteredCheckpointEveryMs = options.filteredCheckpointEveryMs ?? 1000;
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const { nextExpectedRevision, position } = await this.appendWithOutcome(streamName, events, options);
    return { nextExpectedRevision, position };
  }

  async appendWithOutcome(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendOutcome> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    const expected = options.expectedRevision;
    const statement = appendStatementFor(streamName, events, expected);
    try {
      const result = await this.query<{ revision: string; position: string; transaction_id: string }>(
        statement.name,
        statement.text,
        statement.values,
      );
      const last = result.rows[0];
      if (last) {
        const position = rowPosition(last);
        this.signal.appended(position.commit);
        return { nextExpectedRevision: BigInt(last.revision), position, stored: true };
      }
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
    return this.resolveRefusedAppend(streamName, events, expected);
  }

  /** The append changed nothing: either the same events were appended before (idempotent), or the expectation failed. */
  private async resolveRefusedAppend(
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendOutcome> {
    const existing = await this.query<{
      id: string;
      revision: string;
      position: string;
      transaction_id: string;
    }>(EXISTING_EVENTS_STATEMENT.name, EXISTING_EVENTS_STATEMENT.text, [
      streamName,
      events.map((event) => event.id),
    ]);
    const rows = existing.rows;
    const first = rows[0];
    const last = rows.at(-1);
    const sameEventsInOrder =
      rows.length === events.length &&
      rows.every((row, index) => row.id === events[index]!.id.toLowerCase()) &&
      rows.every((row, index) => BigInt(row.revision) === BigInt(rows[0]!.revision) + BigInt(index));
    const startsWhereExpected =
      first !== undefined &&
      (typeof expected === 'bigint'
        ? BigInt(first.revision) === expected + 1n
        : expected === 'no_stream'
          ? first.revision === '0'
          : true);
    if (sameEventsInOrder && startsWhereExpected && last) {
      return { nextExpectedRevision: BigInt(last.revision), position: rowPosition(last), stored: false };
    }
    const current = await this.query<{ revision: string }>(
      STREAM_REVISION_STATEMENT.name,
      STREAM_REVISION_STATEMENT.text,
      [streamName],
    );
    const actual = current.rows[0] ? BigInt(current.rows[0].revision) : null;
    throw new WrongExpectedVersion(streamName, expected, actual);
  }

  async *readStream(streamName: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    const statement = backwards ? STREAM_STATEMENTS.backwards : STREAM_STATEMENTS.forwards;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    const start = options.fromRevision ?? (backwards ? 'end' : 'start');
    let from = start === 'start' ? 0n : start === 'end' ? MAX_BIGINT : start;
    while (remaining > 0) {
      const limit = Math.min(PAGE_SIZE, remaining);
      const { rows } = await this.query<EventRow>(statement.name, statement.text, [
        streamName,
        from.toString(),
        limit,
      ]);
      for (const row of rows) yield toRecordedEvent(row);
      remaining -= rows.length;
      if (rows.length < limit) return;
      const lastRevision = BigInt(rows.at(-1)!.revision);
      from = backwards ? lastRevision - 1n : lastRevision + 1n;
      if (from < 0n) return;
    }
  }

  async *readStreams(streamNames: readonly string[]): AsyncIterable<RecordedEvent> {
    const names = [...new Set(streamNames)];
    if (names.length === 0) return;
    let after = { streamName: '', revision: -1n };
    for (;;) {
      const { rows } = await this.query<EventRow>(STREAMS_STATEMENT.name, STREAMS_STATEMENT.text, [
        names,
        after.streamName,
        after.revision.toString(),
        PAGE_SIZE,
      ]);
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < PAGE_SIZE) return;
      const last = rows.at(-1)!;
      after = { streamName: last.stream_name, revision: BigInt(last.revision) };
    }
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

  private async query<Row extends pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    try {
      return await this.pool.query<Row>({ name, text, values });
    } catch (error) {
      throw asUnavailable(error);
    }
  }
}

function asUnavailable(error: unknown): unknown {
  if (!isConnectionFailure(error)) return error;
  const message = (error as Error).message ?? '';
  return new EventStoreUnavailable(`The Postgres event store is unreachable (DATABASE_URL): ${message}`, {
    cause: error,
  });
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
