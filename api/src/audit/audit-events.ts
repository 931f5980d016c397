import { Inject, Injectable } from '@nestjs/common';
import { type AuditEvent, type EventStore, formatPosition, type RecordedEvent } from '@referrals/contracts';
import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { collect } from '../platform/event-store/collect.js';
import { EVENT_STORE } from '../platform/event-store/event-store.token.js';

/** Reads streams from the event store and shows their events as an auditor reads them. */
@Injectable()
export class AuditEvents {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  read(streamName: string): Promise<RecordedEvent[]> {
    return collect(this.store.readStream(streamName));
  }

  /** The events with their actors' current names, in the order given. */
  async view(events: readonly RecordedEvent[]): Promise<AuditEvent[]> {
    // Only account ids are looked up: older or system events may name their actor otherwise.
    const actorIds = [
      ...new Set(
        events
          .map((event) => event.metadata.actorUserId)
          .filter((id): id is string => id !== null && isUUID(id)),
      ),
    ];
    const rows = actorIds.length
      ? await this.dataSource.query<{ id: string; name: string }[]>(
          'SELECT id, name FROM users WHERE id = ANY($1::uuid[])',
          [actorIds],
        )
      : [];
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return events.map((event) => ({
      id: event.id,
      type: event.type,
      streamName: event.streamName,
      revision: event.revision.toString(),
      position: formatPosition(event.position),
      data: event.data,
      actorUserId: event.metadata.actorUserId,
      actorName: event.metadata.actorUserId ? (names.get(event.metadata.actorUserId) ?? null) : null,
      actorRole: event.metadata.actorRole,
      occurredAt: event.metadata.occurredAt,
      recordedAt: event.recordedAt.toISOString(),
      hash: typeof event.metadata.hash === 'string' ? event.metadata.hash : null,
    }));
  }
}
