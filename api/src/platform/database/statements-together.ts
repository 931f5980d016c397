import { sendTogether, type Statement } from '@referrals/projections';
import type pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';

/** The projectors' own batching of statements, for the app's transactions too. */
export { sendTogether, type Statement };

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
