import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type GlobalPosition,
  maxPosition,
  type NewEvent,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type { AudienceEvent } from '@referrals/projections';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DATA_SOURCE } from '../database/database.token.js';
import { connectionOf } from '../database/statements-together.js';
import { appendsInTransaction } from '../event-store/appends-in-transaction.js';
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

/** One stream's share of a batch, as it was recorded: the events with their ids and metadata. */
interface RecordedStreamAppend {
  streamName: string;
  expectedRevision: ExpectedRevision;
  events: readonly NewEvent[];
}

/** A transaction's events per stream, as the outbox holds them until they are appended. */
export interface OutboxBatch {
  batchId: string;
  /** Kept in hand for the delivery right after the commit: it need not read them back. */
  appends: readonly RecordedStreamAppend[];
  /** Where they landed when the store appended them in the transaction itself (no outbox rows then). */
  appendedInTransaction: AppendedBatch | null;
}

/** A batch's events, each with enough to find it again in its stream. */
export function outboxEvents(batch: OutboxBatch): RecordedOutboxEvent[] {
  return batch.appends.flatMap(({ streamName, events }) =>
    events.map((event) => ({ id: event.id, streamName, type: event.type })),
  );
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
 * Table rows and the events about them must not disagree. With the Postgres store they live in one
 * database, and a transaction that changes rows appends its events itself: they commit together, and
 * the delivery after the commit only tells subscribers. With KurrentDB they live in two stores, and a
 * transaction that changes rows records its events in `event_outbox` too; right after the commit
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

  /**
   * Records a transaction's events inside it; deliver them once it has committed. A store in the app's
   * own database (Postgres) appends them in the transaction itself, so they commit with its rows; for
   * another (KurrentDB) they wait in outbox rows (one statement).
   */
  async record(manager: EntityManager, appends: readonly StreamAppend[]): Promise<OutboxBatch> {
    const batchId = this.ids.uuid();
    const recorded = appends
      .filter(({ events }) => events.length > 0)
      .map(({ streamName, expectedRevision, events }) => ({
        streamName,
        expectedRevision,
        events: this.writer.prepare(events),
      }));
    if (appendsInTransaction(this.store) && recorded.length > 0) {
      const appender = this.store.inTransaction(await connectionOf(manager));
      return {
        batchId,
        appends: recorded,
        appendedInTransaction: await this.appendStreams(appender, recorded),
      };
    }
    const rows = recorded.flatMap(({ streamName, expectedRevision, events }) =>
      events.map((event) => ({ streamName, expectedRevision: String(expectedRevision), event })),
    );
    if (rows.length > 0) {
      await manager.query(
        `INSERT INTO event_outbox (batch_id, event_id, stream_name, expected_revision, event_type, data, metadata)
         SELECT $1, id, stream_name, expected_revision, type, data, metadata
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY
                AS e(id, stream_name, expected_revision, type, data, metadata, ordinal)
          ORDER BY ordinal`,
        [
          batchId,
          rows.map((row) => row.event.id),
          rows.map((row) => row.streamName),
          rows.map((row) => row.expectedRevision),
          rows.map((row) => row.event.type),
          rows.map((row) => JSON.stringify(row.event.data)),
          rows.map((row) => JSON.stringify(row.event.metadata)),
        ],
      );
    }
    return { batchId, appends: recorded, appendedInTransaction: null };
  }

  /**
   * Appends a committed batch now, from the events in hand, then removes its rows, and answers where
   * its events landed. No lock is needed: should a retry pass append the batch at the same time, the
   * store absorbs the repeated append (same event ids) and answers where the events are. Null
   * `written` when the store was away: the retry appends the batch later.
   */
  async deliver(batch: OutboxBatch): Promise<DeliveredBatch> {
    if (batch.appendedInTransaction) {
      if (appendsInTransaction(this.store))
        this.store.announceCommitted(batch.appendedInTransaction.position);
      return { ...batch, written: batch.appendedInTransaction };
    }
    if (batch.appends.length === 0) return { ...batch, written: null };
    let written: AppendedBatch;
    try {
      written = await this.appendStreams(this.store, batch.appends);
    } catch (error) {
      this.logger.warn({ err: error }, 'events wait in the outbox for the event store');
      return { ...batch, written: null };
    }
    try {
      await this.dataSource.query('DELETE FROM event_outbox WHERE batch_id = $1', [batch.batchId]);
    } catch (error) {
      // Appended all the same: a retry pass appends the rows again (absorbed) and removes them.
      this.logger.warn({ err: error }, 'appended events stay in the outbox until its next pass');
    }
    return { ...batch, written };
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
    for (const { batch_id } of waiting) await this.appendWaitingBatch(batch_id);
  }

  /**
   * A waiting batch in one transaction: its rows locked (two passes never append it at once), one
   * append per stream, then the rows removed. Skipped when another pass holds it or none is left.
   */
  private appendWaitingBatch(batchId: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<OutboxRow[]>(
        `SELECT event_id, stream_name, expected_revision, event_type, data, metadata FROM event_outbox
          WHERE batch_id = $1 ORDER BY sequence FOR UPDATE SKIP LOCKED`,
        [batchId],
      );
      if (rows.length === 0) return;
      await this.appendStreams(this.store, byStream(rows));
      await manager.query('DELETE FROM event_outbox WHERE batch_id = $1', [batchId]);
    });
  }

  /** One append per stream, in order; answers where the last event landed and the events themselves. */
  private async appendStreams(
    appender: Appender,
    appends: readonly RecordedStreamAppend[],
  ): Promise<AppendedBatch> {
    const positions: GlobalPosition[] = [];
    for (const { streamName, expectedRevision, events } of appends) {
      positions.push((await this.appendStream(appender, streamName, expectedRevision, events)).position);
    }
    const events = appends.flatMap((append) => append.events);
    return {
      position: positions.reduce(maxPosition),
      eventTypes: [...new Set(events.map((event) => event.type))],
      events,
    };
  }

  private async appendStream(
    appender: Appender,
    streamName: string,
    expectedRevision: ExpectedRevision,
    events: readonly NewEvent[],
  ) {
    try {
      return await appender.appendToStream(streamName, events, { expectedRevision });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
      this.logger.info(
        { streamName, expectedRevision: String(expectedRevision) },
        'the stream moved after the decision its rows guarded: its events follow what it got meanwhile',
      );
      return appender.appendToStream(streamName, events, { expectedRevision: 'any' });
    }
  }
}

type Appender = Pick<EventStore, 'appendToStream'>;

/** Rows grouped by stream, in the order their streams first appear, as the store takes them. */
function byStream(rows: readonly OutboxRow[]): RecordedStreamAppend[] {
  const streams = new Map<string, RecordedStreamAppend & { events: NewEvent[] }>();
  for (const row of rows) {
    const append = streams.get(row.stream_name) ?? {
      streamName: row.stream_name,
      expectedRevision: parseExpectedRevision(row.expected_revision),
      events: [],
    };
    append.events.push({ id: row.event_id, type: row.event_type, data: row.data, metadata: row.metadata });
    streams.set(row.stream_name, append);
  }
  return [...streams.values()];
}

function parseExpectedRevision(stored: string): ExpectedRevision {
  return stored === 'no_stream' || stored === 'stream_exists' || stored === 'any' ? stored : BigInt(stored);
}
