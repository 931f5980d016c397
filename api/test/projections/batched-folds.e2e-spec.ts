import { describe, expect, it, jest } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import fc from 'fast-check';
import pg from 'pg';
import { conversationBatches } from '../../../projections/test/support/conversation-events.arbitrary.js';
import { invitationBatches } from '../../../projections/test/support/invitation-events.arbitrary.js';
import { timelineBatches } from '../../../projections/test/support/timeline-events.arbitrary.js';
import { type BatchingProjector, batchingProjector, useBatchTestDatabase } from './batch-test-setup.js';
import { tableRows } from './projection-helpers.js';
import { RecordingContext } from './recording-context.js';

// Each run writes a few dozen events twice; on a busy machine a property takes a minute.
jest.setTimeout(180_000);

/** What applying a history's batches left: the tables, each batch's refreshes, and the batch that failed. */
interface Outcome {
  tables: unknown[][];
  refreshes: string[][];
  failed: { batch: number; code: string | undefined } | null;
}

const ORDER_BY: Record<string, string> = {
  prospect_status_updates: 'event_id',
  invitations: 'id',
  invitation_registrations: 'invitation_id, networker_user_id',
  conversations: 'id',
  conversation_messages: 'id',
};

/**
 * Issue 26's batched folds against Postgres itself: a projector's `handleBatch` over any cut of a history
 * into batches leaves its tables, and refreshes the screens, as `handle` on each event in turn does, in
 * a bounded number of statements a batch.
 */
describe('batched folds', () => {
  const database = useBatchTestDatabase('batched_folds');

  const snapshot = (projector: BatchingProjector) =>
    Promise.all(projector.tables.map((table) => tableRows(database.db, table, ORDER_BY[table]!)));

  /** Applies each batch in its own transaction, as the runner does, stopping at the first that fails. */
  async function apply(
    projector: BatchingProjector,
    batches: readonly RecordedEvent[][],
    handleBatch: (batch: readonly RecordedEvent[], context: RecordingContext) => Promise<void>,
    statementsPerBatch: number[] = [],
  ): Promise<Outcome> {
    const { db, client } = database;
    for (const table of projector.tables) await db.query(`DELETE FROM ${table}`);
    const refreshes: string[][] = [];
    let failed: Outcome['failed'] = null;
    for (const [index, batch] of batches.entries()) {
      const context = new RecordingContext(client);
      await client.query('BEGIN');
      try {
        await handleBatch(batch, context);
        await context.settled();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        failed = { batch: index, code: error instanceof pg.DatabaseError ? error.code : undefined };
        break;
      }
      refreshes.push(context.refreshes());
      statementsPerBatch.push(context.statements);
    }
    return { tables: await snapshot(projector), refreshes, failed };
  }

  it.each([
    { projector: batchingProjector('prospect-timeline'), batches: timelineBatches(), mostStatements: 1 },
    { projector: batchingProjector('invitations'), batches: invitationBatches(), mostStatements: 4 },
    { projector: batchingProjector('conversations'), batches: conversationBatches(), mostStatements: 4 },
  ])(
    '$projector.name: handleBatch equals handle on each event in turn (statements a batch: at most $mostStatements)',
    async ({ projector, batches: anyBatches, mostStatements }) => {
      let rowsCompared = 0;
      await fc.assert(
        fc.asyncProperty(anyBatches, async (batches) => {
          const oneByOne = await apply(projector, batches, async (batch, context) => {
            for (const event of batch) await projector.handle(event, context);
          });
          const statements: number[] = [];
          const batched = await apply(
            projector,
            batches,
            (batch, context) => projector.handleBatch(batch, context),
            statements,
          );
          expect(batched).toEqual(oneByOne);
          expect(Math.max(0, ...statements)).toBeLessThanOrEqual(mostStatements);
          rowsCompared += oneByOne.tables.flat().length;
        }),
        { numRuns: 60 },
      );
      // The histories wrote rows: the comparisons compared something.
      expect(rowsCompared).toBeGreaterThan(60);
    },
  );
});
