import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../src/platform/database/database.token.js';
import { transactionOpenedWith } from '../../src/platform/database/statements-together.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A transaction opened with its first statements in one round trip, on the app's own database. */
describe('a transaction opened by its first statements', () => {
  let app: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startTestApp({ label: 'statements_together', projectors: [], env: { APP_ROLES: 'worker' } });
    dataSource = app.running.app.get<DataSource>(DATA_SOURCE);
    await dataSource.query('CREATE TABLE together_probe (label text PRIMARY KEY)');
  });
  afterAll(async () => {
    await app?.close();
  });

  const labels = async (): Promise<string[]> =>
    (await dataSource.query<{ label: string }[]>('SELECT label FROM together_probe ORDER BY label')).map(
      (row) => row.label,
    );

  it("answers the opening statements' results in order and commits what the work and its closing wrote", async () => {
    const answered = await transactionOpenedWith(
      dataSource,
      [
        { text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['opened'] },
        {
          text: 'SELECT $1::int + 1 AS next, txid_current_if_assigned() IS NOT NULL AS writing',
          values: [41],
        },
      ],
      async (manager, [inserted, selected]) => {
        await manager.query('INSERT INTO together_probe (label) VALUES ($1)', ['worked']);
        return {
          result: { inserted: inserted!.rowCount, selected: selected!.rows[0] as unknown },
          closing: [{ text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['closed'] }],
        };
      },
    );
    // The SELECT saw the INSERT's transaction id: both ran in the transaction the start opened.
    expect(answered).toEqual({ inserted: 1, selected: { next: 42, writing: true } });
    expect(await labels()).toEqual(['closed', 'opened', 'worked']);
  });

  /** The opening inserts `label` with the text given, the work inserts another, then throws. */
  async function refusedAfterInserting(insertText: string, label: string): Promise<void> {
    const refused = transactionOpenedWith(
      dataSource,
      [{ text: insertText, values: [label] }],
      async (manager) => {
        await manager.query('INSERT INTO together_probe (label) VALUES ($1)', [`${label}, also`]);
        throw new Error('refused');
      },
    );
    await expect(refused).rejects.toThrow('refused');
  }

  it('rolls back the opening and the work when the work throws', async () => {
    await refusedAfterInserting('INSERT INTO together_probe (label) VALUES ($1)', "it's gone");
    expect(await labels()).toEqual(['closed', 'opened', 'worked']);
  });

  it('sends statements it cannot write in one by one, inside the transaction', async () => {
    // A quote in the text: its parameters are not written in, so each goes with its own round trip.
    await refusedAfterInserting("INSERT INTO together_probe (label) VALUES ($1 || '!')", 'alone');
    expect(await labels()).toEqual(['closed', 'opened', 'worked']);
  });

  it('rejects with the failing statement, and leaves its connection usable', async () => {
    const failing = transactionOpenedWith(
      dataSource,
      [
        { text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['first'] },
        { text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['opened'] },
      ],
      async () => ({ result: 'unreached' }),
    );
    await expect(failing).rejects.toThrow(/duplicate key/);
    const again = await Promise.all(
      Array.from({ length: 12 }, () =>
        transactionOpenedWith(dataSource, [{ text: 'SELECT 1' }], async () => ({ result: 1 })),
      ),
    );
    expect(again).toHaveLength(12);
    expect(await labels()).toEqual(['closed', 'opened', 'worked']);
  });

  it('rolls back everything when a closing write fails, before the commit', async () => {
    const failing = transactionOpenedWith(
      dataSource,
      [{ text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['opened, then gone'] }],
      async () => ({
        result: 'unreached',
        closing: [
          { text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['closed, then gone'] },
          { text: 'INSERT INTO together_probe (label) VALUES ($1)', values: ['worked'] },
        ],
      }),
    );
    await expect(failing).rejects.toThrow(/duplicate key/);
    expect(await labels()).toEqual(['closed', 'opened', 'worked']);
  });
});
