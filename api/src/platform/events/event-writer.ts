import { Inject, Injectable } from '@nestjs/common';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedRevision,
  NewEvent,
} from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { currentRequestContext } from '../request-context/request-context.js';

/** A fact a command decided on, before it gets its id and metadata. */
export type PendingEvent = DecidedEvent & {
  schemaVersion?: number;
  /** The event that caused this one, for reactions; commands leave it out. */
  causationId?: string;
  /** Who caused it when the session does not say (the user registering, who is not signed in yet). */
  actor?: Pick<EventMetadata, 'actorUserId' | 'actorRole'>;
};

export interface WrittenEvents extends AppendResult {
  eventTypes: string[];
  /** The events as appended: read-your-writes waits for the projectors that show them to their actor. */
  events: NewEvent[];
}

/**
 * Appends a command's events with their metadata: who acted (from the session), in which
 * request (the correlation id), when, and under which schema version.
 */
@Injectable()
export class EventWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async append(
    streamName: string,
    events: readonly PendingEvent[],
    expectedRevision: ExpectedRevision,
  ): Promise<WrittenEvents> {
    const prepared = this.prepare(events);
    const result = await this.store.appendToStream(streamName, prepared, { expectedRevision });
    return { ...result, eventTypes: [...new Set(events.map((event) => event.type))], events: prepared };
  }

  /** The events as the store takes them: each with a new id and the metadata of the request in progress. */
  prepare(events: readonly PendingEvent[]): NewEvent[] {
    const context = currentRequestContext();
    const occurredAt = this.clock.now().toISOString();
    const correlationId = context?.requestId ?? this.ids.uuid();
    return events.map((event) => ({
      id: this.ids.uuid(),
      type: event.type,
      data: event.data,
      metadata: {
        actorUserId: event.actor?.actorUserId ?? context?.actorUserId ?? null,
        actorRole: event.actor?.actorRole ?? context?.actorRole ?? 'system',
        correlationId,
        causationId: event.causationId ?? null,
        occurredAt,
        schemaVersion: event.schemaVersion ?? 1,
      },
    }));
  }
}
