/**
 * Pure translations between the event store port (@referrals/contracts) and the
 * KurrentDB client's shapes. Nothing here talks to a server, so all of it is unit-tested.
 */
import {
  ANY,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  type JSONEventType,
  type JSONType,
  NO_STREAM,
  type Position,
  type RecordedEvent as KurrentRecordedEvent,
  type RegexFilter,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  type EventMetadata,
  EventStoreUnavailable,
  type ExpectedRevision,
  type GlobalPosition,
  maxPosition,
  type NewEvent,
  type RecordedEvent,
  type SubscriptionBatch,
  WrongExpectedVersion,
} from '@referrals/contracts';

/** Named in every "cannot reach the store" message, so the operator knows what to fix. */
export const CONNECTION_SETTING = 'EVENTSTORE_CONNECTION_STRING';

// ---------------------------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------------------------

/** The port's expectation as the client's `streamState` option. Revisions are 0-based on both sides. */
export function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (typeof expected === 'bigint') {
    if (expected < 0n) throw new RangeError(`expectedRevision must be a revision >= 0, got ${expected}`);
    return expected;
  }
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
  }
}

/**
 * The stream's actual revision as reported by a WrongExpectedVersionError: a revision, null when
 * the stream does not exist, undefined when the server did not say (or reported a deleted or
 * tombstoned stream, which the client encodes as negative sentinels).
 */
export function actualRevisionOf(actualState: CurrentStreamState | undefined): bigint | null | undefined {
  if (actualState === undefined) return undefined;
  if (actualState === NO_STREAM) return null;
  // Older servers answer through gRPC metadata, where -1 means "no stream".
  if (actualState === -1n) return null;
  if (actualState < 0n) return undefined;
  return actualState;
}

export function toWrongExpectedVersion(
  streamName: string,
  expected: ExpectedRevision,
  actualState: CurrentStreamState | undefined,
): WrongExpectedVersion {
  return new WrongExpectedVersion(streamName, expected, actualRevisionOf(actualState));
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** CommandError `type`s of the client that mean "the server could not be reached or did not answer". */
const UNAVAILABLE_ERROR_TYPES = new Set(['unavailable', 'deadline-exceeded', 'timeout']);
/**
 * gRPC status codes with the same meaning: UNAVAILABLE (14) and DEADLINE_EXCEEDED (4). The client
 * does not convert every transport failure into a CommandError (appends can reject with the raw
 * gRPC ServiceError, e.g. "14 UNAVAILABLE: No connection established").
 */
const UNAVAILABLE_GRPC_CODES = new Set([14, 4]);

export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ('type' in error && typeof error.type === 'string' && UNAVAILABLE_ERROR_TYPES.has(error.type))
    return true;
  return 'code' in error && typeof error.code === 'number' && UNAVAILABLE_GRPC_CODES.has(error.code);
}

/**
 * Transport failures become EventStoreUnavailable (naming the setting); other errors are returned
 * unchanged, and anything thrown that is not an Error is wrapped in one.
 */
export function toStoreError(error: unknown): Error {
  if (isUnavailableError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return new EventStoreUnavailable(`KurrentDB is unreachable (check ${CONNECTION_SETTING}): ${detail}`, {
      cause: error,
    });
  }
  return error instanceof Error ? error : new Error(String(error), { cause: error });
}

// ---------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------

export function toGlobalPosition(position: Position): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}

export function toKurrentPosition(position: GlobalPosition): Position {
  return { commit: position.commit, prepare: position.prepare };
}

export function samePosition(a: GlobalPosition, b: GlobalPosition): boolean {
  return comparePositions(a, b) === 0;
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

/** Characters that are special in a .NET regular expression (the server's dialect, see Regex.Escape). */
const REGEX_SPECIALS = /[\\^$.|?*+()[\]{}#]/g;
const REGEX_WHITESPACE = /\s/g;

/** Escapes text so that both .NET and JavaScript regular expressions match it literally. */
export function escapeRegex(text: string): string {
  return text
    .replace(REGEX_SPECIALS, '\\$&')
    .replace(REGEX_WHITESPACE, (space) => `\\u${space.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Matches nothing: an empty list of event types selects no event (as in the Postgres adapter). */
export const MATCH_NOTHING = '^(?!)';

/** A server-side regex that matches exactly these event types (whole names, no prefixes). */
export function eventTypesRegex(eventTypes: readonly string[]): string {
  const unique = [...new Set(eventTypes)];
  if (unique.length === 0) return MATCH_NOTHING;
  return `^(?:${unique.map(escapeRegex).join('|')})$`;
}

export interface FilterCheckpoints {
  /** Checkpoint every n × 32 events the server scans (the client's `checkpointInterval`). */
  checkpointInterval?: number;
  checkpointReached?: RegexFilter['checkpointReached'];
}

/**
 * The server-side filter for a read or subscription of `$all`: the exact event types when given,
 * otherwise every event whose type does not start with `$`.
 */
export function serverFilter(
  eventTypes: readonly string[] | undefined,
  checkpoints: FilterCheckpoints = {},
): RegexFilter {
  if (eventTypes === undefined) return excludeSystemEvents({ ...checkpoints });
  return eventTypeFilter({ regex: eventTypesRegex(eventTypes), ...checkpoints });
}

/** System events (type or stream starting with `$`) never reach the port's readers. */
export function isSystemEvent(type: string, streamName: string): boolean {
  return type.startsWith('$') || streamName.startsWith('$');
}

/**
 * The same selection as `serverFilter`, checked again on the client: system streams are only
 * recognisable here, and it keeps the adapter correct should a server ignore the filter.
 */
export function eventSelector(
  eventTypes: readonly string[] | undefined,
): (type: string, streamName: string) => boolean {
  const wanted = eventTypes === undefined ? undefined : new Set(eventTypes);
  return (type, streamName) => !isSystemEvent(type, streamName) && (wanted === undefined || wanted.has(type));
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

type StoredEventType = JSONEventType<string, JSONType, EventMetadata>;

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}

/** The client only takes JSON objects, arrays or strings as event data. */
export function toJsonData(data: unknown, eventId: string): JSONType {
  if (typeof data === 'string' || Array.isArray(data) || isJsonObject(data)) return data;
  throw new TypeError(`Event ${eventId}: data must be a JSON object, array or string, got ${typeof data}`);
}

/** A port event as the client's JSON event: same id (idempotency), type, data, and the metadata object as JSON. */
export function toEventData(event: NewEvent): EventData {
  return jsonEvent<StoredEventType>({
    id: event.id,
    type: event.type,
    data: toJsonData(event.data, event.id),
    metadata: event.metadata,
  });
}

function isEventMetadata(value: unknown): value is EventMetadata {
  return (
    isJsonObject(value) &&
    (value.actorUserId === null || typeof value.actorUserId === 'string') &&
    typeof value.actorRole === 'string' &&
    typeof value.correlationId === 'string' &&
    (value.causationId === null || typeof value.causationId === 'string') &&
    typeof value.occurredAt === 'string' &&
    typeof value.schemaVersion === 'number'
  );
}

/**
 * The metadata object written by `toEventData`, as the client parsed it back from JSON. An event
 * without it was not written through this port: failing loudly beats inventing an audit trail.
 */
export function reviveMetadata(metadata: unknown, where: string): EventMetadata {
  if (isEventMetadata(metadata)) return metadata;
  throw new Error(
    `${where} has no event metadata object (actorRole, correlationId, occurredAt, schemaVersion, ...)`,
  );
}

/** The client's recorded event as the port's. Needs a position: KurrentDB returns it since 22.6. */
export function toRecordedEvent(raw: KurrentRecordedEvent): RecordedEvent {
  const where = `Event ${raw.id} at revision ${raw.revision} of stream "${raw.streamId}"`;
  if (!raw.isJson) throw new Error(`${where} is not a JSON event`);
  if (raw.position === undefined)
    throw new Error(`${where} came without a $all position (KurrentDB 22.6 or later)`);
  return {
    id: raw.id,
    type: raw.type,
    data: raw.data,
    metadata: reviveMetadata(raw.metadata, where),
    streamName: raw.streamId,
    revision: raw.revision,
    position: toGlobalPosition(raw.position),
    recordedAt: recordedAtOf(raw.metadata, raw.created),
  };
}

/**
 * The recording time the hash chain stamped into the metadata and hashed (ADR 0026), as the Postgres
 * store keeps it; events from before it, or written by a bare adapter, have the server's `created`.
 */
export function recordedAtOf(metadata: unknown, created: Date): Date {
  const stamped = isJsonObject(metadata) ? metadata.recordedAt : undefined;
  if (typeof stamped !== 'string') return created;
  const time = new Date(stamped);
  return Number.isNaN(time.getTime()) ? created : time;
}

// ---------------------------------------------------------------------------------------------
// Subscription batches
// ---------------------------------------------------------------------------------------------

/**
 * What a subscription has received and not yet handed over, and how far the feed has been scanned.
 * Events arrive in log order; checkpoints (from `checkpointReached`, or events skipped on the
 * client) only move `scanned`. `take` hands over up to `maxBatchSize` events; once everything
 * received is handed over, the batch checkpoint is the furthest scanned position, and with no
 * events it still yields an empty batch when the checkpoint moved, so sparse filters don't rescan.
 * Checkpoints handed over never go backwards.
 */
export class SubscriptionBuffer {
  private readonly events: RecordedEvent[] = [];
  private lastEvent: GlobalPosition;
  private scanned: GlobalPosition;
  private delivered: GlobalPosition;

  constructor(after: GlobalPosition) {
    this.lastEvent = after;
    this.scanned = after;
    this.delivered = after;
  }

  get size(): number {
    return this.events.length;
  }

  /** Adds an event; answers false (and keeps nothing) when it is not after the last one received. */
  addEvent(event: RecordedEvent): boolean {
    if (comparePositions(event.position, this.lastEvent) <= 0) return false;
    this.events.push(event);
    this.lastEvent = event.position;
    this.scanned = maxPosition(this.scanned, event.position);
    return true;
  }

  /** The feed has been scanned up to here (a server checkpoint, or an event the client skipped). */
  addCheckpoint(position: GlobalPosition): void {
    this.scanned = maxPosition(this.scanned, position);
  }

  take(maxBatchSize: number): SubscriptionBatch | undefined {
    if (this.events.length > 0) {
      const events = this.events.splice(0, maxBatchSize);
      const last = events.at(-1)!.position;
      const reached = this.events.length === 0 ? maxPosition(last, this.scanned) : last;
      this.delivered = maxPosition(this.delivered, reached);
      return { events, checkpoint: this.delivered };
    }
    if (comparePositions(this.scanned, this.delivered) > 0) {
      this.delivered = this.scanned;
      return { events: [], checkpoint: this.delivered };
    }
    return undefined;
  }

  clear(): void {
    this.events.length = 0;
  }
}
