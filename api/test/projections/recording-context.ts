import type { QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '@referrals/projections';
import type pg from 'pg';

/**
 * Runs the projector's statements on one connection, counting them and gathering whose screens to refresh.
 * Writes are sent at once; their outcome is awaited by the next query or by `settled`, which a test calls
 * after a batch (as the runner's commit would fail with them).
 */
export class RecordingContext implements ProjectionContext {
  statements = 0;
  readonly collectsInvalidations = true;
  private readonly refreshed = new Set<string>();
  private writes: Promise<unknown>[] = [];

  constructor(private readonly client: pg.ClientBase) {}

  async query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    this.statements += 1;
    await this.settled();
    return this.client.query<Row>(text, values);
  }

  write(text: string, values?: unknown[]): void {
    this.statements += 1;
    const written = this.client.query(text, values);
    // Awaited by settled(); marked handled so a failure surfaces there, not as an unhandled rejection.
    written.catch(() => undefined);
    this.writes.push(written);
  }

  /** Waits for the writes sent so far; throws the first one's failure. */
  async settled(): Promise<void> {
    const writes = this.writes;
    this.writes = [];
    await Promise.all(writes);
  }

  invalidateForUsers(userIds: Iterable<string>, keys: readonly QueryKey[]): void {
    for (const userId of userIds) this.invalidateForRoom(`user:${userId}`, keys);
  }

  invalidateForRoom(room: string, keys: readonly QueryKey[]): void {
    for (const key of keys) this.refreshed.add(`${room} ${JSON.stringify(key)}`);
  }

  /** Every room and query key refreshed so far, each once, sorted. */
  refreshes(): string[] {
    return [...this.refreshed].sort();
  }
}
