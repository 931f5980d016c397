import { describe, expect, it, jest } from '@jest/globals';
import {
  BOUNTY_EVENT_TYPES,
  OPERATOR_NETWORKERS_QUERY_KEYS,
  PROSPECT_EVENT_TYPES,
  prospectDisputesQueryKey,
} from '@referrals/contracts';
import fc from 'fast-check';
import {
  bountyLedgerBatches,
  bountyLedgerHistory,
} from '../../../projections/test/support/bounty-ledger-events.arbitrary.js';
import { invitationProspectsQueryKeys } from '../../../projections/src/read-models/invitations/invitation-query-keys.js';
import { batchingProjector, useBatchTestDatabase } from './batch-test-setup.js';
import { tableRows } from './projection-helpers.js';
import { RecordingContext } from './recording-context.js';

// Dozens of histories through Postgres twice each: seconds on a quiet machine, longer on a busy one.
jest.setTimeout(120_000);

/** A batch reads at most two tables and writes at most three times (terms, entries, removed entries). */
const MOST_STATEMENTS_PER_BATCH = 5;

describe('the bounty ledger written a batch at a time', () => {
  const projector = batchingProjector('bounty-ledger');
  const database = useBatchTestDatabase('bounty_batches');

  const emptyTables = () => database.client.query('TRUNCATE bounty_terms, bounty_ledger');
  const tables = async () => [
    await tableRows(database.db, 'bounty_terms', 'prospect_id'),
    await tableRows(database.db, 'bounty_ledger', 'prospect_id, kind'),
  ];

  it('leaves exactly the rows the per-event SQL leaves, refreshes the same screens, in a bounded number of statements', async () => {
    await fc.assert(
      fc.asyncProperty(bountyLedgerBatches(), async (batches) => {
        await emptyTables();
        const oneByOne = new RecordingContext(database.client);
        for (const event of batches.flat()) await projector.handle(event, oneByOne);
        await oneByOne.settled();
        const expected = await tables();

        await emptyTables();
        const batched = new RecordingContext(database.client);
        for (const batch of batches) {
          const before = batched.statements;
          await projector.handleBatch(batch, batched);
          await batched.settled();
          expect(batched.statements - before).toBeLessThanOrEqual(MOST_STATEMENTS_PER_BATCH);
        }
        expect(await tables()).toEqual(expected);
        expect(batched.refreshes()).toEqual(oneByOne.refreshes());
      }),
      { numRuns: 40 },
    );
  });

  /** Whose screens the batches name for refreshing, applied one after another to empty tables. */
  async function refreshesOf(batches: Parameters<typeof projector.handleBatch>[0][]): Promise<string[]> {
    await emptyTables();
    const recorded = new RecordingContext(database.client);
    for (const batch of batches) await projector.handleBatch(batch, recorded);
    await recorded.settled();
    return recorded.refreshes();
  }

  it("names the operator's prospect lists for refreshing when a prospect's terms are fixed or its deal won", async () => {
    // The lists show the frozen terms: the prospects projector's refresh of the approval may come first.
    const listEvents = new Set<string>([BOUNTY_EVENT_TYPES.bountyTermsFixed, BOUNTY_EVENT_TYPES.dealWon]);
    await fc.assert(
      fc.asyncProperty(bountyLedgerBatches(), async (batches) => {
        const refreshes = await refreshesOf(batches);
        const expected = batches
          .flat()
          .filter((event) => listEvents.has(event.type))
          .flatMap(({ data }) =>
            [...invitationProspectsQueryKeys(data.invitationId), ...OPERATOR_NETWORKERS_QUERY_KEYS].map(
              (key) => `user:${data.operatorId} ${JSON.stringify(key)}`,
            ),
          );
        const listRefreshes = refreshes.filter((refresh) =>
          /"\/api\/(prospects\/invitation|operator\/networkers-with-prospects)/.test(refresh),
        );
        expect(listRefreshes).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('names what both parties may dispute on the prospect for refreshing with every bounty fact', async () => {
    await fc.assert(
      fc.asyncProperty(bountyLedgerBatches(), async (batches) => {
        const refreshes = await refreshesOf(batches);
        const expected = batches
          .flat()
          .filter(
            (event) =>
              event.type !== PROSPECT_EVENT_TYPES.prospectStatusCorrected ||
              event.data.withdrawnBounties.length > 0,
          )
          .flatMap(({ data }) =>
            [data.networkerUserId, data.operatorId].map(
              (userId) => `user:${userId} ${JSON.stringify(prospectDisputesQueryKey(data.prospectId))}`,
            ),
          );
        const disputeRefreshes = refreshes.filter((refresh) => refresh.endsWith('/disputes"]'));
        expect(disputeRefreshes).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('writes a batch of a thousand facts over sixty prospects in as few statements', async () => {
    const [events] = fc.sample(bountyLedgerHistory({ minEvents: 1000, maxEvents: 1000, maxProspects: 60 }), {
      numRuns: 1,
      seed: 26,
    });
    await emptyTables();
    const oneByOne = new RecordingContext(database.client);
    for (const event of events!) await projector.handle(event, oneByOne);
    await oneByOne.settled();
    const expected = await tables();
    await emptyTables();
    const batched = new RecordingContext(database.client);
    await projector.handleBatch(events!, batched);
    await batched.settled();
    expect(batched.statements).toBeLessThanOrEqual(MOST_STATEMENTS_PER_BATCH);
    expect(await tables()).toEqual(expected);
  });
});
