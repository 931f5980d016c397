import type { EntityManager } from 'typeorm';

/**
 * Takes a transaction-level advisory lock per name, in the order given, in one statement (one round trip
 * for all of them), held until the transaction ends. Callers that share names take them in one order
 * (say, an invitation's before its contacts' keys, sorted), so two transactions never wait crosswise.
 */
export async function lockInOrder(manager: EntityManager, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await manager.query(
    'SELECT count(pg_advisory_xact_lock(hashtextextended(name, 0))) FROM unnest($1::text[]) AS name',
    [names],
  );
}
