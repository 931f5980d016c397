import { randomUUID } from 'node:crypto';
import type { EventMetadata, GlobalPosition, NewEvent, RecordedEvent } from '@referrals/contracts';

export function aMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorUserId: 'user-1',
    actorRole: 'operator',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
    ...overrides,
  };
}

export function anEvent(
  type = 'ThingHappened',
  data: unknown = { value: 1 },
  metadata?: Partial<EventMetadata>,
): NewEvent {
  return { id: randomUUID(), type, data, metadata: aMetadata(metadata) };
}

/** An event as the store hands it to projectors, for handing one to a projector directly. */
export function aRecordedEvent(
  type: string,
  data: unknown,
  position: GlobalPosition = { commit: 1n, prepare: 1n },
  streamName = aStreamName(),
): RecordedEvent {
  return {
    ...anEvent(type, data, { actorUserId: null, actorRole: 'anonymous' }),
    streamName,
    revision: 0n,
    position,
    recordedAt: new Date(),
  };
}

export function someEvents(count: number, type = 'ThingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => anEvent(type, { index }));
}

/** Stream names unique to one test run, so a shared store (KurrentDB) never mixes runs. */
export function aStreamName(category = 'thing'): string {
  return `${category}-${randomUUID()}`;
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = [];
  for await (const item of items) result.push(item);
  return result;
}
