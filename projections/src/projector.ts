import type { QueryKey, RecordedEvent } from '@referrals/contracts';
import type pg from 'pg';

/** What a projector may do while handling an event: write its tables, and say whose screens changed. */
export interface ProjectionContext {
  /** Runs inside the batch's transaction, which also moves the projector's checkpoint. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
  /** After the batch commits, these users' clients refetch these query keys. */
  invalidateForUsers(userIds: Iterable<string>, keys: readonly QueryKey[]): void;
  /** After the batch commits, every client in this Socket.IO room refetches these query keys. */
  invalidateForRoom(room: string, keys: readonly QueryKey[]): void;
}

export interface Projector {
  /** Stable name: the key of its checkpoint and of its lock. */
  readonly name: string;
  /** Event types it handles, or 'all'. Others are filtered out by the event store. */
  readonly eventTypes: readonly string[] | 'all';
  /** Read-model tables it alone writes; a rebuild empties them. */
  readonly tables: readonly string[];
  handle(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /**
   * Optional: applies a batch's events (those it handles, in order) at once, with the same result
   * as `handle` on each in turn. A projector of every event writes one statement per batch this way
   * instead of one per event.
   */
  handleBatch?(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void>;
}

export function handlesEventType(projector: Projector, type: string): boolean {
  return projector.eventTypes === 'all' || projector.eventTypes.includes(type);
}
