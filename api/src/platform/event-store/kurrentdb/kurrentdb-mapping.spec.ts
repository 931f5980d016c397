import { describe, expect, it } from '@jest/globals';
import {
  type RecordedEvent as KurrentRecordedEvent,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type EventMetadata,
  EventStoreUnavailable,
  type GlobalPosition,
  type RecordedEvent,
  WrongExpectedVersion,
} from '@referrals/contracts';
import {
  actualRevisionOf,
  escapeRegex,
  eventSelector,
  eventTypesRegex,
  isUnavailableError,
  recordedAtOf,
  reviveMetadata,
  serverFilter,
  SubscriptionBuffer,
  toEventData,
  toRecordedEvent,
  toStoreError,
  toStreamState,
  toWrongExpectedVersion,
} from './kurrentdb-mapping.js';

const metadata: EventMetadata = {
  actorUserId: 'user-1',
  actorRole: 'operator',
  correlationId: 'request-1',
  causationId: null,
  occurredAt: '2025-01-02T03:04:05.000Z',
  schemaVersion: 1,
  hash: 'abc',
};

function at(commit: bigint, prepare: bigint = commit): GlobalPosition {
  return { commit, prepare };
}

function recorded(position: GlobalPosition, type = 'ProspectSubmitted'): RecordedEvent {
  return {
    id: `id-${position.commit}-${position.prepare}`,
    type,
    data: {},
    metadata,
    streamName: 'prospect-1',
    revision: 0n,
    position,
    recordedAt: new Date(0),
  };
}

function kurrentEvent(overrides: Partial<Record<string, unknown>> = {}): KurrentRecordedEvent {
  return {
    streamId: 'prospect-7',
    id: '7f9c2b1e-0000-4000-8000-000000000001',
    isJson: true,
    revision: 3n,
    type: 'ProspectSubmitted',
    created: new Date('2025-01-02T03:04:06.000Z'),
    data: { name: 'Ada' },
    metadata,
    position: { commit: 1200n, prepare: 1100n },
    ...overrides,
  };
}

describe('expectations', () => {
  it('maps each named expectation to the client stream state of the same meaning', () => {
    expect(toStreamState('no_stream')).toBe('no_stream');
    expect(toStreamState('stream_exists')).toBe('stream_exists');
    expect(toStreamState('any')).toBe('any');
  });

  it('passes an exact 0-based revision through as a bigint', () => {
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
  });

  it('refuses a negative revision instead of sending a sentinel to the server', () => {
    expect(() => toStreamState(-1n)).toThrow(RangeError);
  });

  it('reads the actual revision of a conflict as a revision, null for a missing stream, undefined when unknown', () => {
    expect(actualRevisionOf(5n)).toBe(5n);
    expect(actualRevisionOf(0n)).toBe(0n);
    expect(actualRevisionOf('no_stream')).toBeNull();
    expect(actualRevisionOf(-1n)).toBeNull();
    expect(actualRevisionOf(-5n)).toBeUndefined();
    expect(actualRevisionOf(undefined)).toBeUndefined();
  });

  it('turns a conflict into the port error with stream, expectation and actual revision', () => {
    const error = toWrongExpectedVersion('operator-1', 2n, 4n);
    expect(error).toBeInstanceOf(WrongExpectedVersion);
    expect(error.streamName).toBe('operator-1');
    expect(error.expected).toBe(2n);
    expect(error.actual).toBe(4n);
    expect(toWrongExpectedVersion('operator-1', 'no_stream', 0n).actual).toBe(0n);
    expect(toWrongExpectedVersion('operator-1', 'stream_exists', 'no_stream').actual).toBeNull();
  });
});

describe('errors', () => {
  it('recognises the client unavailable error and raw gRPC UNAVAILABLE or DEADLINE_EXCEEDED errors', () => {
    expect(isUnavailableError(new UnavailableError())).toBe(true);
    expect(
      isUnavailableError(Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 })),
    ).toBe(true);
    expect(isUnavailableError(Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }))).toBe(true);
  });

  it('does not treat a concurrency conflict or a plain error as unavailability', () => {
    const conflict = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 1n,
      current: 2n,
    });
    expect(isUnavailableError(conflict)).toBe(false);
    expect(isUnavailableError(new Error('boom'))).toBe(false);
    expect(isUnavailableError('14')).toBe(false);
  });

  it('reports unavailability as EventStoreUnavailable naming the connection setting, keeping the cause', () => {
    const cause = new UnavailableError(undefined, 'connect ECONNREFUSED');
    const error = toStoreError(cause);
    expect(error).toBeInstanceOf(EventStoreUnavailable);
    expect(error.message).toContain('EVENTSTORE_CONNECTION_STRING');
    expect(error.message).toContain('connect ECONNREFUSED');
    expect(error.cause).toBe(cause);
  });

  it('leaves other errors unchanged and wraps thrown non-errors', () => {
    const other = new TypeError('bad');
    expect(toStoreError(other)).toBe(other);
    const wrapped = toStoreError('Impossible situation');
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped.message).toBe('Impossible situation');
  });
});

describe('event type filter', () => {
  it('matches exactly the listed event types and nothing that merely starts or ends with one', () => {
    const regex = new RegExp(eventTypesRegex(['ProspectSubmitted', 'InvitationCreated']));
    expect(regex.test('ProspectSubmitted')).toBe(true);
    expect(regex.test('InvitationCreated')).toBe(true);
    expect(regex.test('ProspectSubmittedAgain')).toBe(false);
    expect(regex.test('OldProspectSubmitted')).toBe(false);
    expect(regex.test('ProspectStatusAdvanced')).toBe(false);
  });

  it('escapes characters that are special in a regular expression', () => {
    const regex = new RegExp(
      eventTypesRegex(['order.placed', 'a|b', 'x+(y)?', 'cost$[eur]{2}', 'tag#1', 'back\\slash']),
    );
    expect(regex.test('order.placed')).toBe(true);
    expect(regex.test('orderXplaced')).toBe(false);
    expect(regex.test('a|b')).toBe(true);
    expect(regex.test('a')).toBe(false);
    expect(regex.test('x+(y)?')).toBe(true);
    expect(regex.test('xxy')).toBe(false);
    expect(regex.test('cost$[eur]{2}')).toBe(true);
    expect(regex.test('tag#1')).toBe(true);
    expect(regex.test('back\\slash')).toBe(true);
  });

  it('escapes whitespace as unicode escapes that both .NET and JavaScript read literally', () => {
    expect(escapeRegex('a b\tc')).toBe('a\\u0020b\\u0009c');
    expect(new RegExp(eventTypesRegex(['a b'])).test('a b')).toBe(true);
  });

  it('lists each event type once', () => {
    expect(eventTypesRegex(['A', 'B', 'A'])).toBe('^(?:A|B)$');
  });

  it('matches no event type at all for an empty list', () => {
    const regex = new RegExp(eventTypesRegex([]));
    expect(regex.test('ProspectSubmitted')).toBe(false);
    expect(regex.test('')).toBe(false);
  });

  it('filters on event type, excluding system events when no types are given', () => {
    const everything = serverFilter(undefined);
    expect(everything.filterOn).toBe('eventType');
    expect(everything.regex).toBe('^[^$].*');
    const some = serverFilter(['ProspectSubmitted']);
    expect(some.filterOn).toBe('eventType');
    expect(some.regex).toBe('^(?:ProspectSubmitted)$');
  });

  it('carries the checkpoint interval and callback to the client filter', () => {
    const checkpointReached = (): void => undefined;
    const filter = serverFilter(['A'], { checkpointInterval: 3, checkpointReached });
    expect(filter.checkpointInterval).toBe(3);
    expect(filter.checkpointReached).toBe(checkpointReached);
    expect(serverFilter(undefined, { checkpointInterval: 2 }).checkpointInterval).toBe(2);
  });

  it('selects on the client the same events, and never system types or system streams', () => {
    const all = eventSelector(undefined);
    expect(all('ProspectSubmitted', 'prospect-1')).toBe(true);
    expect(all('$metadata', 'prospect-1')).toBe(false);
    expect(all('ProspectSubmitted', '$$prospect-1')).toBe(false);
    const some = eventSelector(['ProspectSubmitted']);
    expect(some('ProspectSubmitted', 'prospect-1')).toBe(true);
    expect(some('InvitationCreated', 'invitation-1')).toBe(false);
    expect(eventSelector([])('ProspectSubmitted', 'prospect-1')).toBe(false);
  });
});

describe('events', () => {
  it('writes an event as JSON with its own id, type, data and the metadata object', () => {
    const data = toEventData({
      id: 'b7d8e0f2-0000-4000-8000-000000000002',
      type: 'InvitationCreated',
      data: { a: 1 },
      metadata,
    });
    expect(data).toEqual({
      id: 'b7d8e0f2-0000-4000-8000-000000000002',
      contentType: 'application/json',
      type: 'InvitationCreated',
      data: { a: 1 },
      metadata,
    });
  });

  it('refuses event data that is not a JSON object, array or string', () => {
    expect(() => toEventData({ id: 'x', type: 'T', data: 42, metadata })).toThrow(TypeError);
    expect(() => toEventData({ id: 'x', type: 'T', data: undefined, metadata })).toThrow(TypeError);
  });

  it('reads a recorded event back with revision, both position parts, recording time and the same metadata', () => {
    expect(toRecordedEvent(kurrentEvent())).toEqual({
      id: '7f9c2b1e-0000-4000-8000-000000000001',
      type: 'ProspectSubmitted',
      data: { name: 'Ada' },
      metadata,
      streamName: 'prospect-7',
      revision: 3n,
      position: { commit: 1200n, prepare: 1100n },
      recordedAt: new Date('2025-01-02T03:04:06.000Z'),
    });
  });

  it('reads the recording time the hash chain stamped and hashed, not the server clock, as Postgres keeps it', () => {
    const stamped = { ...metadata, hashVersion: 2, recordedAt: '2025-01-02T03:04:05.678Z' };
    expect(toRecordedEvent(kurrentEvent({ metadata: stamped })).recordedAt).toEqual(
      new Date('2025-01-02T03:04:05.678Z'),
    );
    expect(recordedAtOf({ ...metadata, recordedAt: 'not a time' }, new Date(7))).toEqual(new Date(7));
  });

  it('refuses an event without the port metadata rather than inventing an audit trail', () => {
    expect(() => toRecordedEvent(kurrentEvent({ metadata: undefined }))).toThrow(/no event metadata/);
    expect(() => reviveMetadata({ actorRole: 'operator' }, 'event')).toThrow(/no event metadata/);
    expect(() => reviveMetadata(new Uint8Array([1, 2]), 'event')).toThrow(/no event metadata/);
  });

  it('refuses binary events and events without a $all position', () => {
    expect(() => toRecordedEvent(kurrentEvent({ isJson: false, data: new Uint8Array() }))).toThrow(
      /not a JSON event/,
    );
    expect(() => toRecordedEvent(kurrentEvent({ position: undefined }))).toThrow(/without a \$all position/);
  });
});

describe('subscription buffer', () => {
  it('hands over nothing while nothing arrived', () => {
    expect(new SubscriptionBuffer(at(0n)).take(10)).toBeUndefined();
  });

  it('hands over everything received together, up to the batch size, checkpointed at the last event handed over', () => {
    const buffer = new SubscriptionBuffer(at(0n));
    for (const commit of [10n, 20n, 30n]) buffer.addEvent(recorded(at(commit)));
    const first = buffer.take(2);
    expect(first?.events.map((event) => event.position.commit)).toEqual([10n, 20n]);
    expect(first?.checkpoint).toEqual(at(20n));
    const second = buffer.take(2);
    expect(second?.events.map((event) => event.position.commit)).toEqual([30n]);
    expect(second?.checkpoint).toEqual(at(30n));
    expect(buffer.take(2)).toBeUndefined();
  });

  it('moves the checkpoint past skipped events once everything received is handed over', () => {
    const buffer = new SubscriptionBuffer(at(0n));
    buffer.addEvent(recorded(at(10n)));
    buffer.addEvent(recorded(at(20n)));
    buffer.addCheckpoint(at(50n));
    const partial = buffer.take(1);
    expect(partial?.checkpoint).toEqual(at(10n));
    const rest = buffer.take(1);
    expect(rest?.checkpoint).toEqual(at(50n));
  });

  it('yields an empty batch that only moves the checkpoint when a filter skipped everything', () => {
    const buffer = new SubscriptionBuffer(at(5n));
    buffer.addCheckpoint(at(70n));
    expect(buffer.take(10)).toEqual({ events: [], checkpoint: at(70n) });
    expect(buffer.take(10)).toBeUndefined();
  });

  it('never moves the checkpoint backwards, whatever order checkpoints arrive in', () => {
    const buffer = new SubscriptionBuffer(at(100n));
    buffer.addCheckpoint(at(40n));
    expect(buffer.take(10)).toBeUndefined();
    buffer.addEvent(recorded(at(120n)));
    buffer.addCheckpoint(at(110n));
    expect(buffer.take(10)?.checkpoint).toEqual(at(120n));
  });

  it('drops events at or before the start position and repeated events', () => {
    const buffer = new SubscriptionBuffer(at(100n, 90n));
    expect(buffer.addEvent(recorded(at(100n, 90n)))).toBe(false);
    expect(buffer.addEvent(recorded(at(100n, 80n)))).toBe(false);
    expect(buffer.addEvent(recorded(at(100n, 95n)))).toBe(true);
    expect(buffer.addEvent(recorded(at(100n, 95n)))).toBe(false);
    expect(buffer.size).toBe(1);
  });

  it('orders positions by commit, then prepare', () => {
    const buffer = new SubscriptionBuffer(at(0n));
    buffer.addEvent(recorded(at(10n, 5n)));
    buffer.addEvent(recorded(at(10n, 7n)));
    buffer.addEvent(recorded(at(11n, 1n)));
    expect(buffer.take(10)?.checkpoint).toEqual(at(11n, 1n));
  });

  it('forgets what it holds when cleared', () => {
    const buffer = new SubscriptionBuffer(at(0n));
    buffer.addEvent(recorded(at(10n)));
    buffer.clear();
    expect(buffer.size).toBe(0);
  });
});
