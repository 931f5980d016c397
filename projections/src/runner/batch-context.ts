import { type QueryKey, userRoom } from '@referrals/contracts';
import type pg from 'pg';
import type { ProjectionContext } from '../projector.js';
import { inlineParameters } from './inline-parameters.js';

/**
 * The projection context of one batch: runs queries on the batch's connection and gathers invalidations
 * (unless it is a rebuild's, which tells nobody: see ProjectionContext.collectsInvalidations).
 * It opens the batch's transaction with its first statement: `BEGIN` goes in the same round trip, as a
 * simple query with the statement's parameters written in (see inlineParameters).
 */
export class BatchContext implements ProjectionContext {
  /** room -> serialized query keys */
  private readonly invalidations = new Map<string, Map<string, QueryKey>>();

  readonly collectsInvalidations: boolean;

  private began = false;

  constructor(
    private readonly client: pg.ClientBase,
    options: { collectsInvalidations: boolean } = { collectsInvalidations: true },
  ) {
    this.collectsInvalidations = options.collectsInvalidations;
  }

  /** Whether the transaction has begun; until a statement ran, whoever ends the batch begins it. */
  get hasBegun(): boolean {
    return this.began;
  }

  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    if (this.began) return this.client.query<Row>(text, values);
    this.began = true;
    return this.beginWith<Row>(text, values);
  }

  private async beginWith<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[] | undefined,
  ): Promise<pg.QueryResult<Row>> {
    const inlined = inlineParameters(text, values, (value) => this.client.escapeLiteral(value));
    if (inlined === null) {
      // Both queued at once, so a statement sent meanwhile still runs after this one.
      const [, result] = await Promise.all([
        this.client.query('BEGIN'),
        this.client.query<Row>(text, values),
      ]);
      return result;
    }
    // A simple query of two statements answers one result per statement.
    const results = (await this.client.query(`BEGIN; ${inlined}`)) as unknown as pg.QueryResult<Row>[];
    return results[1]!;
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
