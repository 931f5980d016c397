import { describe, expect, it } from '@jest/globals';
import { BatchContext } from '@referrals/projections';
import { useBatchTestDatabase } from './batch-test-setup.js';

/** One of each kind of value the projectors pass, the awkward ones included. */
const VALUES: unknown[] = [
  "O'Brien \\ costs $2 -- not a comment",
  42,
  new Date('2026-11-27T12:34:56.789Z'),
  JSON.stringify({ note: 'it\'s \\ "quoted"', list: [1, null] }),
  '{"a b","c\\\\d",NULL}',
  null,
  '9007199254740993',
  true,
  ['x', "y'z", null],
];
const SELECT_VALUES = `SELECT $1::text AS text, $2::int AS number, $3::timestamptz AS at, $4::jsonb AS json,
  $5::text[] AS array, $6::uuid AS nothing, $7::bigint AS big, $8::boolean AS flag, $9::text[] AS js_array`;

describe('a batch context', () => {
  const database = useBatchTestDatabase('batch_context');

  it('opens the transaction with its first statement, whose values arrive as they would as parameters', async () => {
    const { client } = database;
    const asParameters = (await client.query(SELECT_VALUES, VALUES)).rows;
    const context = new BatchContext(client);

    // No transaction is open yet: each statement starts its own.
    const [before] = (
      await client.query<{ inside: boolean }>('SELECT now() <> statement_timestamp() AS inside')
    ).rows;
    expect(before).toEqual({ inside: false });
    const first = await context.query(SELECT_VALUES, VALUES);
    expect(first.rows).toEqual(asParameters);
    expect(first.rows[0]).toMatchObject({ text: VALUES[0], nothing: null, flag: true, js_array: VALUES[8] });
    // The next statement runs in the transaction the first one opened: it started before this statement.
    const [inside] = (
      await context.query<{ inside: boolean }>('SELECT now() <> statement_timestamp() AS inside')
    ).rows;
    expect(inside).toEqual({ inside: true });
    await client.query('ROLLBACK');
  });

  it('sends BEGIN on its own before a first statement that quotes something itself', async () => {
    const { client } = database;
    const context = new BatchContext(client);
    const quoting = `SELECT $1::text || '$1' AS both`;

    expect((await context.query(quoting, ['x'])).rows).toEqual([{ both: 'x$1' }]);
    const [inside] = (
      await context.query<{ inside: boolean }>('SELECT now() <> statement_timestamp() AS inside')
    ).rows;
    expect(inside).toEqual({ inside: true });
    await client.query('ROLLBACK');
  });
});
