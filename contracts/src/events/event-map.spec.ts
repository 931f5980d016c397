import { EVENT_TYPES, type EventType, isEventOf, isEventType, knownEvent } from './event-map.js';
import type { RecordedEvent } from '../event-store/event.js';

// Fails to compile, naming the type, when EVENT_TYPES misses one of the map's.
type UnlistedEventType = Exclude<EventType, (typeof EVENT_TYPES)[number]>;
const everyTypeListed: [UnlistedEventType] extends [never] ? true : UnlistedEventType = true;

const stored = (type: string): RecordedEvent => ({
  id: 'e1',
  type,
  data: {},
  metadata: {
    actorUserId: null,
    actorRole: 'system',
    correlationId: 'c1',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  },
  streamName: 's',
  revision: 0n,
  position: { commit: 1n, prepare: 1n },
  recordedAt: new Date(0),
});

describe('the event map', () => {
  it('lists every event type once', () => {
    expect(everyTypeListed).toBe(true);
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
  });

  it('knows the types it lists and no others', () => {
    expect(isEventType('ProspectSubmitted')).toBe(true);
    expect(isEventType('SomethingElse')).toBe(false);
    expect(knownEvent(stored('SomethingElse'))).toBeNull();
    expect(knownEvent(stored('BountyPaid'))?.type).toBe('BountyPaid');
  });

  it('narrows a stored event to the types asked for', () => {
    expect(isEventOf(stored('BountyPaid'), ['BountyPaid', 'BountyApproved'])).toBe(true);
    expect(isEventOf(stored('BountyPaid'), ['BountyApproved'])).toBe(false);
  });
});
