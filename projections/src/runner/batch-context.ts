import { type QueryKey, userRoom } from '@referrals/contracts';
import type pg from 'pg';
import type { ProjectionContext } from '../projector.js';
import { inlinedStatements, sendOneByOne, sendTogether, type Statement } from './statements-together.js';

/** A query waiting for its round trip, and whom to answer. */
interface Waiting extends Statement {
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
}

/**
 * The projection context of one batch: runs queries on the batch's connection and gathers invalidations
 * (unless it is a rebuild's, which tells nobody: see ProjectionContext.collectsInvalidations).
 * It saves round trips: the transaction's `BEGIN` goes with the first statement, the writes whose
 * answers the projector does not read (`write`) go with the next query or with the commit, and queries
 * made together (in one turn of the event loop) go together. Statements that travel together are one
 * simple query, their parameters written in (see inlineParameters).
 */
export class BatchContext implements ProjectionContext {
  /** room -> serialized query keys */
  private readonly invalidations = new Map<string, Map<string, QueryKey>>();

  /** Writes not sent yet, in the order the projector made them. */
  private readonly writes: Statement[] = [];

  /** Queries made in this turn of the event loop, waiting to be sent together. */
  private readonly queries: Waiting[] = [];

  readonly collectsInvalidations: boolean;

  private began = false;

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
    return new Promise((resolve, reject) => {
      this.queries.push({ text, values, resolve: resolve as Waiting['resolve'], reject });
      // Queries made in the same turn (Promise.all) go together, in one round trip.
      if (this.queries.length === 1) process.nextTick(() => void this.sendQueries());
    });
  }

  write(text: string, values?: unknown[]): void {
    this.writes.push({ text, values });
  }

  /**
   * The text that goes before the checkpoint's move and the commit, in the batch's last round trip: the
   * writes not sent yet, and `BEGIN` when no statement began the transaction. Writes that cannot be
   * written in as text are sent now, on their own.
   */
  async beforeCommit(): Promise<string> {
    const writes = this.writes.splice(0);
    const inlined = inlinedStatements(this.client, writes);
    if (inlined === null) await sendOneByOne(this.client, writes, { begin: this.beginning() });
    return [...(this.beginning() ? ['BEGIN'] : []), ...(inlined ?? [])]
      .map((statement) => `${statement}; `)
      .join('');
  }

  /** Sends the waiting queries, after the writes not sent yet, and answers each with its result. */
  private async sendQueries(): Promise<void> {
    const queries = this.queries.splice(0);
    try {
      if (this.began && this.writes.length === 0 && queries.length === 1) {
        const [query] = queries as [Waiting];
        query.resolve(await this.client.query(query.text, query.values as unknown[] | undefined));
        return;
      }
      const results = await this.send([...this.writes.splice(0), ...queries]);
      queries.forEach((query, index) => query.resolve(results[results.length - queries.length + index]!));
    } catch (error) {
      for (const query of queries) query.reject(error);
    }
  }

  /** Begins the transaction if none did, then runs the statements in order: their results. */
  private send(statements: readonly Statement[]): Promise<pg.QueryResult[]> {
    return sendTogether(this.client, statements, { begin: this.beginning() });
  }

  /** True once, for the round trip that begins the transaction. */
  private beginning(): boolean {
    const begin = !this.began;
    this.began = true;
    return begin;
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
