import type { Statement } from './statements-together.js';

/**
 * The statement that takes a transaction-level advisory lock per name, in the order given (one round
 * trip for all of them), held until the transaction ends. Callers that share names take them in one
 * order (say, an invitation's before its contacts' keys, sorted), so two transactions never wait crosswise.
 */
export function advisoryLocks(names: readonly string[]): Statement {
  return {
    text: 'SELECT count(pg_advisory_xact_lock(hashtextextended(name, 0))) FROM unnest($1::text[]) AS name',
    values: [names],
  };
}
