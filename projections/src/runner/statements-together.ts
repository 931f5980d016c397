import type pg from 'pg';
import { inlineParameters } from './inline-parameters.js';

/** A statement and its parameters, as `query` takes them, to send with others. */
export interface Statement {
  text: string;
  values?: readonly unknown[];
}

/** Each statement with its parameters written in (see inlineParameters), or null when one cannot be. */
export function inlinedStatements(client: pg.ClientBase, statements: readonly Statement[]): string[] | null {
  const texts: string[] = [];
  for (const { text, values } of statements) {
    const inlined = inlineParameters(text, values, (value) => client.escapeLiteral(value));
    if (inlined === null) return null;
    texts.push(inlined);
  }
  return texts;
}

/**
 * Sends the statements in one round trip (one simple query, their parameters written in), or one by
 * one when one of them cannot be written in; answers their results in order. With `begin`, they open
 * the transaction. As when sent alone, each statement reads what had committed when it began: one
 * after a lock reads what the lock waited for.
 */
export async function sendTogether(
  client: pg.ClientBase,
  statements: readonly Statement[],
  options: { begin?: boolean } = {},
): Promise<pg.QueryResult[]> {
  const opening = options.begin ? ['BEGIN'] : [];
  if (opening.length + statements.length === 0) return [];
  const inlined = inlinedStatements(client, statements);
  if (inlined === null) return sendOneByOne(client, statements, options);
  // A simple query of several statements answers one result per statement.
  const answered = (await client.query([...opening, ...inlined].join('; '))) as unknown as
    pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(answered) ? answered : [answered]).slice(opening.length);
}

/**
 * As `sendTogether`, each statement with its own parameters, one round trip each and in order: a query
 * sent before the last is answered would wait in node-postgres's own queue, which its next major version
 * drops.
 */
export async function sendOneByOne(
  client: pg.ClientBase,
  statements: readonly Statement[],
  options: { begin?: boolean } = {},
): Promise<pg.QueryResult[]> {
  if (options.begin) await client.query('BEGIN');
  const results: pg.QueryResult[] = [];
  for (const { text, values } of statements) results.push(await client.query(text, values as unknown[]));
  return results;
}
