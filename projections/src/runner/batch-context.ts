import { type QueryKey, userRoom } from '@referrals/contracts';
import type pg from 'pg';
import type { ProjectionContext } from '../projector.js';
import { inlineParameters } from './inline-parameters.js';

/** A statement and its parameters, as `query` takes them. */
interface Statement {
  text: string;
  values: unknown[] | undefined;
}

/**
 * The projection context of one batch: runs queries on the batch's connection and gathers invalidations
 * (unless it is a rebuild's, which tells nobody: see ProjectionContext.collectsInvalidations).
 * It saves round trips: the transaction's `BEGIN` goes with the first statement, and the writes whose
 * answers the projector does not read (`write`) go with the next query or with the commit. Statements
 * that travel together are one simple query, their parameters written in (see inlineParameters).
 */
export class BatchContext implements ProjectionContext {
  /** room -> serialized query keys */
  private readonly invalidations = new Map<string, Map<string, QueryKey>>();

  /** Writes not sent yet, in the order the projector made them. */
  private readonly writes: Statement[] = [];

  readonly collectsInvalidations: boolean;

  private began = false;

  constructor(
    private readonly client: pg.ClientBase,
    options: { collectsInvalidations: boolean } = { collectsInvalidations: true },
  ) {
    this.collectsInvalidations = options.collectsInvalidations;
  }

  /** Whether a statement has begun the transaction. */
  get hasBegun(): boolean {
    return this.began;
  }

  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    if (this.began && this.writes.length === 0) return this.client.query<Row>(text, values);
    return this.send<Row>([...this.writes.splice(0), { text, values }]);
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
    const inlined = this.inlined(writes);
    if (inlined === null) await this.send(writes);
    const begin = !this.began;
    this.began = true;
    return [...(begin ? ['BEGIN'] : []), ...(inlined ?? [])].map((statement) => `${statement}; `).join('');
  }

  /** Begins the transaction if none did, then runs the statements in order: the last one's result. */
  private async send<Row extends pg.QueryResultRow>(
    statements: readonly Statement[],
  ): Promise<pg.QueryResult<Row>> {
    const begin = !this.began;
    this.began = true;
    const inlined = this.inlined(statements);
    if (inlined !== null) {
      // A simple query of several statements answers one result per statement.
      const text = [...(begin ? ['BEGIN'] : []), ...inlined].join('; ');
      const results = (await this.client.query(text)) as unknown as
        pg.QueryResult<Row> | pg.QueryResult<Row>[];
      return Array.isArray(results) ? results.at(-1)! : results;
    }
    // All queued at once, so a statement sent meanwhile still runs after these.
    const results = await Promise.all([
      ...(begin ? [this.client.query('BEGIN')] : []),
      ...statements.map((statement) => this.client.query<Row>(statement.text, statement.values)),
    ]);
    return results.at(-1) as pg.QueryResult<Row>;
  }

  /** Each statement with its parameters written in, or null when one of them cannot be. */
  private inlined(statements: readonly Statement[]): string[] | null {
    const texts: string[] = [];
    for (const { text, values } of statements) {
      const inlined = inlineParameters(text, values, (value) => this.client.escapeLiteral(value));
      if (inlined === null) return null;
      texts.push(inlined);
    }
    return texts;
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
