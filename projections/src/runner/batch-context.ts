import { type QueryKey, userRoom } from '@referrals/contracts';
import type pg from 'pg';
import type { ProjectionContext } from '../projector.js';

/**
 * The projection context of one batch: runs queries on the batch's connection and gathers invalidations
 * (unless it is a rebuild's, which tells nobody: see ProjectionContext.collectsInvalidations).
 */
export class BatchContext implements ProjectionContext {
  /** room -> serialized query keys */
  private readonly invalidations = new Map<string, Map<string, QueryKey>>();

  readonly collectsInvalidations: boolean;

  constructor(
    private readonly client: pg.ClientBase,
    options: { collectsInvalidations: boolean } = { collectsInvalidations: true },
  ) {
    this.collectsInvalidations = options.collectsInvalidations;
  }

  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    return this.client.query<Row>(text, values);
  }

  invalidateForUsers(userIds: Iterable<string>, keys: readonly QueryKey[]): void {
    for (const userId of userIds) this.invalidateForRoom(userRoom(userId), keys);
  }

  invalidateForRoom(room: string, keys: readonly QueryKey[]): void {
    if (!this.collectsInvalidations) return;
    let roomKeys = this.invalidations.get(room);
    if (!roomKeys) {
      roomKeys = new Map();
      this.invalidations.set(room, roomKeys);
    }
    for (const key of keys) roomKeys.set(JSON.stringify(key), key);
  }

  /** room -> distinct query keys to refresh */
  collectedInvalidations(): Map<string, QueryKey[]> {
    return new Map([...this.invalidations].map(([room, keys]) => [room, [...keys.values()]]));
  }
}
