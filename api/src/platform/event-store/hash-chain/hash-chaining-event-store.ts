import {
  type AllSubscription,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
  WrongExpectedVersion,
} from '@referrals/contracts';
import { reportsAppendOutcome } from '../append-outcome.js';
import {
  type AppendsInTransaction,
  appendsInTransaction,
  type StreamAppender,
  type TransactionConnection,
} from '../appends-in-transaction.js';
import { collect } from '../collect.js';
import { ChainHeads } from './chain-heads.js';
import { chainEvents } from './chain-events.js';
import { storedHash } from './event-hash.js';

export interface HashChainingOptions {
  /** Tries of an `any`/`stream_exists` append that keeps losing to concurrent appends. */
  maxAttempts?: number;
  /** Events looked at, beyond the batch's own length, to recognise an `any` re-append at the stream's end. */
  idempotencyLookback?: number;
  /** The recording time stamped into each appended event's metadata (and hash). */
  now?: () => Date;
}

/**
 * Makes every stream a hash chain, in front of any adapter: each appended event's metadata
 * carries its `hash` and the `previousHash` of the event before it (null at revision 0, and
 * after events written before hashing). The chain stays linear because every append reaches
 * the adapter with an exact expectation: the revision whose event's hash it links to. An
 * `any` or `stream_exists` append reads the stream's last event, appends after exactly that
 * one, and starts again when a concurrent append got there first. The newest event of streams
 * this process read is remembered, so a command's append after loading its aggregate links to
 * it without reading it again. What an append stored is remembered too, when the adapter says
 * that the append stored these very events (`ReportsAppendOutcome`): a retried append is chained
 * anew with a new recording time, and when the store answers it with the first append's result
 * (idempotency), the stored hashes are the first append's, not the retry's.
 */
export class HashChainingEventStore implements EventStore, Partial<AppendsInTransaction> {
  private readonly heads = new ChainHeads();
  private readonly appends: ChainedAppends;
  /** Present when the adapter can append inside a transaction of the app's database (ADR 0021). */
  readonly inTransaction?: (connection: TransactionConnection) => StreamAppender;
  readonly announceCommitted?: (position: GlobalPosition) => void;

  constructor(
    private readonly inner: EventStore,
    options: HashChainingOptions = {},
  ) {
    const settings: ChainSettings = {
      maxAttempts: options.maxAttempts ?? 50,
      lookback: options.idempotencyLookback ?? 16,
      now: options.now ?? (() => new Date()),
    };
    this.appends = new ChainedAppends(inner, this.heads, settings);
    if (appendsInTransaction(inner)) {
      // A transaction's appends link to what it reads in it; its heads are not remembered, since it may
      // still roll back.
      this.inTransaction = (connection) =>
        new ChainedAppends(inner.inTransaction(connection), new ChainHeads(), settings);
      this.announceCommitted = (position) => inner.announceCommitted(position);
    }
  }

  get adapterName(): string {
    return this.inner.adapterName;
  }

  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return this.appends.appendToStream(streamName, events, options);
  }

  async *readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    for await (const event of this.inner.readStream(streamName, options)) {
      this.heads.saw(streamName, { revision: event.revision, hash: storedHash(event.metadata) });
      yield event;
    }
  }

  async *readStreams(streamNames: readonly string[]): AsyncIterable<RecordedEvent> {
    for await (const event of this.inner.readStreams(streamNames)) {
      this.heads.saw(event.streamName, { revision: event.revision, hash: storedHash(event.metadata) });
      yield event;
    }
  }

  streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    return this.inner.streamRevisions(streamNames);
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.inner.readAll(options);
  }

  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription {
    return this.inner.subscribeToAll(options);
  }

  headPosition(): Promise<GlobalPosition | null> {
    return this.inner.headPosition();
  }

  ping(): Promise<void> {
    return this.inner.ping();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/**
 * A re-append of a batch already at the stream's end (a retry after a lost answer) is
 * answered with the first result, as the adapters do. The batch's first id among the last
 * events with the others after it in order is that retry; its first id alone is a conflict.
 */
function earlierAppendOf(
  events: readonly NewEvent[],
  newestFirst: readonly RecordedEvent[],
  streamName: string,
  expected: 'any' | 'stream_exists',
): AppendResult | null {
  const oldestFirst = [...newestFirst].reverse();
  const firstId = events[0]!.id.toLowerCase();
  const start = oldestFirst.findIndex((event) => event.id.toLowerCase() === firstId);
  if (start < 0) return null;
  const stored = oldestFirst.slice(start, start + events.length);
  const same =
    stored.length === events.length &&
    stored.every((event, index) => event.id.toLowerCase() === events[index]!.id.toLowerCase());
  if (!same) throw new WrongExpectedVersion(streamName, expected, newestFirst[0]!.revision);
  const last = stored.at(-1)!;
  return { nextExpectedRevision: last.revision, position: last.position };
}

interface ChainSettings {
  maxAttempts: number;
  lookback: number;
  now: () => Date;
}

/** The chain's appends through one appender: the store's own, or a transaction's (with heads of its own). */
class ChainedAppends {
  constructor(
    private readonly inner: StreamAppender,
    private readonly heads: ChainHeads,
    private readonly settings: ChainSettings,
  ) {}

  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    return this.inner.readStream(streamName, options);
  }

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    const expected = options.expectedRevision;
    if (expected === 'no_stream') {
      return this.appendChained(streamName, this.chain(streamName, events, 0n, null), expected);
    }
    if (typeof expected === 'bigint') return this.appendAfter(streamName, events, expected);
    return this.appendAtEnd(streamName, events, expected);
  }

  /** Exact expectation: link to the event at that revision; the adapter refuses the append if the stream moved on. */
  private async appendAfter(
    streamName: string,
    events: readonly NewEvent[],
    expected: bigint,
  ): Promise<AppendResult> {
    // A negative revision can never match: the adapter refuses it without storing anything.
    if (expected < 0n) return this.inner.appendToStream(streamName, events, { expectedRevision: expected });
    const known = this.heads.hashAt(streamName, expected);
    if (known) {
      return this.appendChained(
        streamName,
        this.chain(streamName, events, expected + 1n, known.hash),
        expected,
      );
    }
    const [atOrBefore] = await collect(
      this.inner.readStream(streamName, { fromRevision: expected, direction: 'backwards', maxCount: 1 }),
    );
    if (atOrBefore?.revision !== expected) {
      // The stream was shorter when we looked: appending could only succeed after somebody
      // else appended, and then this batch would link to the wrong event.
      const [last] = atOrBefore
        ? [atOrBefore]
        : await collect(this.inner.readStream(streamName, { direction: 'backwards', maxCount: 1 }));
      throw new WrongExpectedVersion(streamName, expected, last?.revision ?? null);
    }
    const chained = this.chain(streamName, events, expected + 1n, storedHash(atOrBefore.metadata));
    return this.appendChained(streamName, chained, expected);
  }

  /** Appends chained events and, when the adapter says it stored these very events, remembers the new head. */
  private async appendChained(
    streamName: string,
    chained: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (!reportsAppendOutcome(this.inner)) {
      return this.inner.appendToStream(streamName, chained, { expectedRevision: expected });
    }
    const { stored, ...result } = await this.inner.appendWithOutcome(streamName, chained, {
      expectedRevision: expected,
    });
    if (stored) {
      this.heads.saw(streamName, {
        revision: result.nextExpectedRevision,
        hash: storedHash(chained.at(-1)!.metadata),
      });
    }
    return result;
  }

  private chain(
    streamName: string,
    events: readonly NewEvent[],
    firstRevision: bigint,
    previousHash: string | null,
  ): NewEvent[] {
    return chainEvents(streamName, events, firstRevision, previousHash, this.settings.now());
  }

  /** `any` or `stream_exists`: append after the last event seen, and again after a lost race. */
  private async appendAtEnd(
    streamName: string,
    events: readonly NewEvent[],
    expected: 'any' | 'stream_exists',
  ): Promise<AppendResult> {
    for (let attempt = 1; ; attempt++) {
      const newestFirst = await collect(
        this.inner.readStream(streamName, {
          direction: 'backwards',
          maxCount: events.length + this.settings.lookback,
        }),
      );
      const earlier = earlierAppendOf(events, newestFirst, streamName, expected);
      if (earlier) return earlier;
      const last = newestFirst[0];
      if (!last && expected === 'stream_exists') throw new WrongExpectedVersion(streamName, expected, null);
      const chained = last
        ? this.chain(streamName, events, last.revision + 1n, storedHash(last.metadata))
        : this.chain(streamName, events, 0n, null);
      try {
        return await this.appendChained(streamName, chained, last?.revision ?? 'no_stream');
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        if (error.actual === (last?.revision ?? null)) {
          // The stream did not move, so the adapter refused ids it already holds further back
          // than we looked: its own idempotency answers the first result (or refuses).
          // Duplicate ids make it store nothing, so this can never fork the chain.
          return this.inner.appendToStream(streamName, chained, { expectedRevision: expected });
        }
        if (attempt >= this.settings.maxAttempts)
          throw new WrongExpectedVersion(streamName, expected, error.actual);
      }
    }
  }
}
