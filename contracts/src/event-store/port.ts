import type { NewEvent, RecordedEvent } from './event.js';
import type { GlobalPosition } from './position.js';

/**
 * What the stream must look like for an append to proceed:
 * - `no_stream`: the stream must not exist yet;
 * - `stream_exists`: the stream must already hold at least one event;
 * - `any`: no check;
 * - a bigint: the stream's last event must be at exactly this revision.
 * A mismatch throws WrongExpectedVersion.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event appended; pass it as expectedRevision to append next. */
  nextExpectedRevision: bigint;
  /** Global position of the last event appended. */
  position: GlobalPosition;
}

export type ReadDirection = 'forwards' | 'backwards';

export interface ReadStreamOptions {
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  fromRevision?: bigint | 'start' | 'end';
  direction?: ReadDirection;
  maxCount?: number;
}

export interface ReadAllOptions {
  /** Inclusive. Defaults to the start (forwards) or the end (backwards). */
  fromPosition?: GlobalPosition | 'start' | 'end';
  direction?: ReadDirection;
  maxCount?: number;
  filter?: EventFilter;
}

export interface EventFilter {
  /** Only events of these types. Omit for every (non-system) event. */
  eventTypes?: readonly string[];
}

export interface SubscribeToAllOptions {
  /** Exclusive: deliver events after this position. Omit to start at the beginning. */
  after?: GlobalPosition;
  filter?: EventFilter;
  /** Upper bound on the events in one batch. */
  maxBatchSize?: number;
}

/**
 * A slice of the global feed: the events it holds, and how far the feed has been
 * scanned. `checkpoint` may pass the last event when a filter skipped events,
 * and a batch may be empty when only the checkpoint moved.
 */
export interface SubscriptionBatch {
  events: RecordedEvent[];
  checkpoint: GlobalPosition;
}

/** Catch-up then live: replays history after `after`, then delivers new events as they commit. */
export interface AllSubscription extends AsyncIterable<SubscriptionBatch> {
  close(): Promise<void>;
}

/**
 * The event store port. Every adapter passes the shared contract suite
 * (api/test/event-store/event-store.contract.ts).
 */
export interface EventStore {
  readonly adapterName: string;
  appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  /** A missing stream reads as empty. */
  readStream(streamName: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  /**
   * Every event of these streams, forwards: each stream's events in revision order, the streams one
   * after another in no promised order; missing streams read as empty. For loading several short
   * streams a decision needs at once: an adapter that can reads them in one query.
   */
  readStreams(streamNames: readonly string[]): AsyncIterable<RecordedEvent>;
  /**
   * The revision of each stream's last event, for the streams that have one (a missing stream is left
   * out): a cheap check that streams read earlier are unchanged since.
   */
  streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>>;
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** Position of the newest event visible to readers of the global feed, or null when the store is empty. */
  headPosition(): Promise<GlobalPosition | null>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
