import type { EventStore, GlobalPosition } from '@referrals/contracts';
import type { ReportsAppendOutcome } from './append-outcome.js';

/** What appending to a stream needs of a store: the append, and the stream's events to link to. */
export type StreamAppender = Pick<EventStore, 'appendToStream' | 'readStream'> &
  Partial<ReportsAppendOutcome>;

/** A connection a store can append on: one in the app's own database, in a transaction of the caller's. */
export interface TransactionConnection {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A store in the app's own database (Postgres, ADR 0021): a command's table rows and its events can
 * commit in one transaction, so they need no outbox between them.
 */
export interface AppendsInTransaction {
  /** Appends on this connection, inside its transaction; subscribers hear of nothing yet. */
  inTransaction(connection: TransactionConnection): StreamAppender;
  /** Once the transaction committed: tells subscribers, here and in other processes, of its events. */
  announceCommitted(position: GlobalPosition): void;
}

export function appendsInTransaction(store: EventStore): store is EventStore & AppendsInTransaction {
  return 'inTransaction' in store && typeof store.inTransaction === 'function';
}
