import type { QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '@referrals/projections';
import type pg from 'pg';

/** Runs the projector's statements on one connection, counting them and gathering whose screens to refresh. */
export class RecordingContext implements ProjectionContext {
  statements = 0;
  readonly collectsInvalidations = true;
  private readonly refreshed = new Set<string>();

  constructor(private readonly client: pg.ClientBase) {}

  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    this.statements += 1;
    return this.client.query<Row>(text, values);
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
