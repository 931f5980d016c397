import {
  type AppendOptions,
  type AppendResult,
  EventStoreUnavailable,
  type ExpectedRevision,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  WrongExpectedVersion,
} from '@referrals/contracts';
import type pg from 'pg';
import { isConnectionFailure } from '../../database/connection-failure.js';
import { type AppendOutcome, appendResultOf } from '../append-outcome.js';
import type { TransactionConnection } from '../appends-in-transaction.js';
import { appendStatementFor } from './append-statements.js';
import {
  EXISTING_EVENTS_STATEMENT,
  STREAM_REVISION_STATEMENT,
  STREAM_REVISIONS_STATEMENT,
  STREAM_STATEMENTS,
  STREAMS_STATEMENT,
} from './feed-statements.js';
import { type EventRow, MAX_BIGINT, rowPosition, toRecordedEvent } from './row-mapping.js';

const PAGE_SIZE = 1000;
const UNIQUE_VIOLATION = '23505';

/**
 * Appends to streams and reads them back, on a pool or on one connection. What an append stored is
 * announced by the caller: at once for the store's own appends, after the commit for appends inside
 * another transaction.
 */
export class PostgresStreams {
  /** `target`: the store's pool, or one connection inside a caller's transaction (node-postgres's either way). */
  constructor(private readonly target: TransactionConnection) {}

  async appendToStream(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    return appendResultOf(await this.appendWithOutcome(streamName, events, options));
  }

  async appendWithOutcome(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendOutcome> {
    if (events.length === 0) throw new RangeError('appendToStream needs at least one event');
    const expected = options.expectedRevision;
    const statement = appendStatementFor(streamName, events, expected);
    try {
      const result = await this.query<{ revision: string; position: string; transaction_id: string }>(
        statement.name,
        statement.text,
        statement.values,
      );
      const last = result.rows[0];
      if (last) {
        return { nextExpectedRevision: BigInt(last.revision), position: rowPosition(last), stored: true };
      }
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
    return this.resolveRefusedAppend(streamName, events, expected);
  }

  /** The append changed nothing: either the same events were appended before (idempotent), or the expectation failed. */
  private async resolveRefusedAppend(
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendOutcome> {
    const existing = await this.query<{
      id: string;
      revision: string;
      position: string;
      transaction_id: string;
    }>(EXISTING_EVENTS_STATEMENT.name, EXISTING_EVENTS_STATEMENT.text, [
      streamName,
      events.map((event) => event.id),
    ]);
    const rows = existing.rows;
    const first = rows[0];
    const last = rows.at(-1);
    const sameEventsInOrder =
      rows.length === events.length &&
      rows.every((row, index) => row.id === events[index]!.id.toLowerCase()) &&
      rows.every((row, index) => BigInt(row.revision) === BigInt(rows[0]!.revision) + BigInt(index));
    const startsWhereExpected =
      first !== undefined &&
      (typeof expected === 'bigint'
        ? BigInt(first.revision) === expected + 1n
        : expected === 'no_stream'
          ? first.revision === '0'
          : true);
    if (sameEventsInOrder && startsWhereExpected && last) {
      return { nextExpectedRevision: BigInt(last.revision), position: rowPosition(last), stored: false };
    }
    const current = await this.query<{ revision: string }>(
      STREAM_REVISION_STATEMENT.name,
      STREAM_REVISION_STATEMENT.text,
      [streamName],
    );
    const actual = current.rows[0] ? BigInt(current.rows[0].revision) : null;
    throw new WrongExpectedVersion(streamName, expected, actual);
  }

  async *readStream(streamName: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    const statement = backwards ? STREAM_STATEMENTS.backwards : STREAM_STATEMENTS.forwards;
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    const start = options.fromRevision ?? (backwards ? 'end' : 'start');
    let from = start === 'start' ? 0n : start === 'end' ? MAX_BIGINT : start;
    while (remaining > 0) {
      const limit = Math.min(PAGE_SIZE, remaining);
      const { rows } = await this.query<EventRow>(statement.name, statement.text, [
        streamName,
        from.toString(),
        limit,
      ]);
      for (const row of rows) yield toRecordedEvent(row);
      remaining -= rows.length;
      if (rows.length < limit) return;
      const lastRevision = BigInt(rows.at(-1)!.revision);
      from = backwards ? lastRevision - 1n : lastRevision + 1n;
      if (from < 0n) return;
    }
  }

  async *readStreams(streamNames: readonly string[]): AsyncIterable<RecordedEvent> {
    const names = [...new Set(streamNames)];
    if (names.length === 0) return;
    let after = { streamName: '', revision: -1n };
    for (;;) {
      const { rows } = await this.query<EventRow>(STREAMS_STATEMENT.name, STREAMS_STATEMENT.text, [
        names,
        after.streamName,
        after.revision.toString(),
        PAGE_SIZE,
      ]);
      for (const row of rows) yield toRecordedEvent(row);
      if (rows.length < PAGE_SIZE) return;
      const last = rows.at(-1)!;
      after = { streamName: last.stream_name, revision: BigInt(last.revision) };
    }
  }

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    const { rows } = await this.query<{ stream_name: string; revision: string }>(
      STREAM_REVISIONS_STATEMENT.name,
      STREAM_REVISIONS_STATEMENT.text,
      [[...new Set(streamNames)]],
    );
    return new Map(rows.map((row) => [row.stream_name, BigInt(row.revision)]));
  }

  async query<Row extends pg.QueryResultRow>(
    name: string,
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    try {
      return (await this.target.query({ name, text, values })) as pg.QueryResult<Row>;
    } catch (error) {
      throw asUnavailable(error);
    }
  }
}

function asUnavailable(error: unknown): unknown {
  if (!isConnectionFailure(error)) return error;
  const message = (error as Error).message ?? '';
  return new EventStoreUnavailable(`The Postgres event store is unreachable (DATABASE_URL): ${message}`, {
    cause: error,
  });
}
