import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  maxPosition,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type { AudienceEvent } from '@referrals/projections';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATA_SOURCE } from '../database/database.token.js';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { ROOT_LOGGER } from '../logging/logging.module.js';
import { ID_GENERATOR, type IdGenerator } from '../ports/id-generator.js';
import { EventWriter, type PendingEvent } from './event-writer.js';

/** One stream's share of a transaction's events, appended in one go after the revision the decision read. */
export interface StreamAppend {
  streamName: string;
  /** 'no_stream' for a stream the transaction starts; 'any' for an audit record of table rows (ADR 0005). */
  expectedRevision: ExpectedRevision;
  events: readonly PendingEvent[];
}

/** An event recorded in the outbox: enough to find it again in its stream. */
export interface RecordedOutboxEvent {
  id: string;
  streamName: string;
  type: string;
}

/** A transaction's events as the outbox holds them until they are appended. */
export interface OutboxBatch {
  batchId: string;
  events: readonly RecordedOutboxEvent[];
}

/**
 * Where a batch's events landed: the last one's position, their types and the events themselves (for
 * read-your-writes, which waits only for the projectors that show them to their actor).
 */
export interface AppendedBatch {
  position: GlobalPosition;
  eventTypes: string[];
  events: AudienceEvent[];
}

/** A batch after its delivery: `written` is null when it was not appended here (the store was away). */
export interface DeliveredBatch extends OutboxBatch {
  written: AppendedBatch | null;
}

interface OutboxRow {
  event_id: string;
  stream_name: string;
  expected_revision: string;
  event_type: string;
  data: unknown;
  metadata: EventMetadata;
}

const RETRY_EVERY_MS = 5_000;
const BATCHES_PER_PASS = 100;

/**
 * Table rows and the events about them must not disagree, yet they may live in two stores (KurrentDB).
 * A transaction that changes rows records its events in `event_outbox` too; right after the commit
 * they are appended, one append per stream at the revision the decision read, with their own ids (so a
 * repeated append is absorbed), and removed. What could not be appended (the store was away) is
 * retried every few seconds, oldest transaction first.
 *
 * When a stream moved between the decision and the append, the rule was guarded by the transaction's
 * rows (a place on an invitation, a contact's claim, an answered recommendation under the invitation's
 * lock), which have committed: the events are appended after what the stream got meanwhile.
 */
@Injectable()
export class EventOutbox implements OnModuleInit, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private retrying: Promise<void> | null = null;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.roles.has('api')) return;
    this.timer = setInterval(() => void this.retryWaiting(), RETRY_EVERY_MS);
    this.timer.unref();
  }

  /** Before the shared connections close: a retry pass in progress finishes. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.retrying;
  }

  /** Records a transaction's events inside it; deliver the answer once it has committed. */
  async record(manager: EntityManager, appends: readonly StreamAppend[]): Promise<OutboxBatch> {
    const batchId = this.ids.uuid();
    const recorded: RecordedOutboxEvent[] = [];
    for (const { streamName, expectedRevision, events } of appends) {
      if (events.length === 0) continue;
      const prepared = this.writer.prepare(events);
      await manager.query(
        `INSERT INTO event_outbox (batch_id, event_id, stream_name, expected_revision, event_type, data, metadata)
         SELECT $1, id, $2, $3, type, data, metadata
           FROM unnest($4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY
                AS e(id, type, data, metadata, ordinal)
          ORDER BY ordinal`,
        [
          batchId,
          streamName,
          String(expectedRevision),
          prepared.map((event) => event.id),
          prepared.map((event) => event.type),
          prepared.map((event) => JSON.stringify(event.data)),
          prepared.map((event) => JSON.stringify(event.metadata)),
        ],
      );
      recorded.push(...prepared.map((event) => ({ id: event.id, streamName, type: event.type })));
    }
    return { batchId, events: recorded };
  }

  /**
   * Appends a committed batch now and answers where its events landed. Null `written` when it could not
   * (the store was away: the retry appends it later) or when a retry pass appended it meanwhile.
   */
  async deliver(batch: OutboxBatch): Promise<DeliveredBatch> {
    if (batch.events.length === 0) return { ...batch, written: null };
    try {
      return { ...batch, written: await this.appendBatch(batch.batchId, 'wait') };
    } catch (error) {
      this.logger.warn({ err: error }, 'events wait in the outbox for the event store');
      return { ...batch, written: null };
    }
  }

  /** Appends every batch still waiting, oldest first; never throws (the next pass retries). */
  retryWaiting(): Promise<void> {
    this.retrying ??= this.appendWaiting()
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'events wait in the outbox for the event store'),
      )
      .finally(() => {
        this.retrying = null;
      });
    return this.retrying;
  }

  private async appendWaiting(): Promise<void> {
    const waiting = await this.dataSource.query<{ batch_id: string }[]>(
      `SELECT batch_id FROM event_outbox GROUP BY batch_id ORDER BY min(sequence) LIMIT $1`,
      [BATCHES_PER_PASS],
    );
    for (const { batch_id } of waiting) await this.appendBatch(batch_id, 'skip-if-busy');
  }

  /**
   * One batch in one transaction: its rows locked (a delivery and a retry pass never append it twice at
   * once), one append per stream, then the rows removed. Null when no row was left to append.
   */
  private appendBatch(batchId: string, whenLocked: 'wait' | 'skip-if-busy'): Promise<AppendedBatch | null> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<OutboxRow[]>(
        `SELECT event_id, stream_name, expected_revision, event_type, data, metadata FROM event_outbox
          WHERE batch_id = $1 ORDER BY sequence FOR UPDATE ${whenLocked === 'wait' ? '' : 'SKIP LOCKED'}`,
        [batchId],
      );
      if (rows.length === 0) return null;
      const positions: GlobalPosition[] = [];
      for (const [streamName, streamRows] of byStream(rows)) {
        positions.push((await this.appendStream(streamName, streamRows)).position);
      }
      await manager.query('DELETE FROM event_outbox WHERE batch_id = $1', [batchId]);
      return {
        position: positions.reduce(maxPosition),
        eventTypes: [...new Set(rows.map((row) => row.event_type))],
        events: rows.map((row) => ({ type: row.event_type, data: row.data, metadata: row.metadata })),
      };
    });
  }

  private async appendStream(streamName: string, rows: readonly OutboxRow[]) {
    const events = rows.map((row) => ({
      id: row.event_id,
      type: row.event_type,
      data: row.data,
      metadata: row.metadata,
    }));
    const expectedRevision = parseExpectedRevision(rows[0]!.expected_revision);
    try {
      return await this.store.appendToStream(streamName, events, { expectedRevision });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      this.logger.info(
        { streamName, expectedRevision: String(expectedRevision) },
        'the stream moved after the decision its rows guarded: its events follow what it got meanwhile',
      );
      return this.store.appendToStream(streamName, events, { expectedRevision: 'any' });
    }
  }
}

/** Rows grouped by stream, in the order their streams first appear. */
function byStream(rows: readonly OutboxRow[]): Map<string, OutboxRow[]> {
  const streams = new Map<string, OutboxRow[]>();
  for (const row of rows) streams.set(row.stream_name, [...(streams.get(row.stream_name) ?? []), row]);
  return streams;
}

function parseExpectedRevision(stored: string): ExpectedRevision {
  return stored === 'no_stream' || stored === 'stream_exists' || stored === 'any' ? stored : BigInt(stored);
}
