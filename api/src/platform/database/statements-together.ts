import { inlineParameters } from '@referrals/projections';
import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** A statement and its parameters, to send with others. */
export interface Statement {
  text: string;
  values?: readonly unknown[];
}

/**
 * Sends the statements in one round trip (one simple query, their parameters written in: see
 * inlineParameters), or one by one, in order, when one of them cannot be written in; answers their
 * results in order. With `begin`, they open the transaction. As when sent alone, each statement reads
 * what had committed when it began: one after a lock reads what the lock waited for.
 */
export async function sendTogether(
  client: pg.ClientBase,
  statements: readonly Statement[],
  options: { begin?: boolean } = {},
): Promise<pg.QueryResult[]> {
  const opening = options.begin ? ['START TRANSACTION'] : [];
  if (opening.length + statements.length === 0) return [];
  const inlined = statements.map(({ text, values }) =>
    inlineParameters(text, values, (value) => client.escapeLiteral(value)),
  );
  if (inlined.every((text): text is string => text !== null)) {
    // A simple query of several statements answers one result per statement.
    const answered = (await client.query([...opening, ...inlined].join('; '))) as unknown as
      pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(answered) ? answered : [answered]).slice(opening.length);
  }
  for (const text of opening) await client.query(text);
  const results: pg.QueryResult[] = [];
  for (const { text, values } of statements) results.push(await client.query(text, values as unknown[]));
  return results;
}

/** The node-postgres connection of a TypeORM transaction, for statements sent beside TypeORM's. */
export async function connectionOf(manager: EntityManager): Promise<pg.ClientBase> {
  if (!manager.queryRunner?.isTransactionActive)
    throw new Error('This work belongs inside a transaction: none is open on this manager.');
  return (await manager.queryRunner.connect()) as pg.ClientBase;
}

/** What a transaction's work answers, and its writes whose answers nobody reads, sent with the commit. */
export interface TransactionWork<T> {
  result: T;
  closing?: readonly Statement[];
}

/**
 * A transaction opened by its first statements, in one round trip with them (TypeORM's own sends
 * `START TRANSACTION` alone): `work` gets their results and the transaction's manager; its closing
 * writes and the commit go in one round trip too. Rolled back when anything throws.
 */
export async function transactionOpenedWith<T>(
  dataSource: DataSource,
  opening: readonly Statement[],
  work: (manager: EntityManager, opened: pg.QueryResult[]) => Promise<TransactionWork<T>>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  // The runner did not start this transaction itself: told so, its manager counts as in one (connectionOf).
  const marked = runner as { isTransactionActive: boolean };
  try {
    const client = (await runner.connect()) as pg.ClientBase;
    marked.isTransactionActive = true;
    const { result, closing = [] } = await work(
      runner.manager,
      await sendTogether(client, opening, { begin: true }),
    );
    // A failing write stops the statements after it: the commit is not reached, and the catch rolls back.
    await sendTogether(client, [...closing, { text: 'COMMIT' }]);
    return result;
  } catch (error) {
    // A broken connection cannot roll back, and needs not: PostgreSQL ends its transaction.
    if (marked.isTransactionActive) await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    marked.isTransactionActive = false;
    await runner.release();
  }
}
