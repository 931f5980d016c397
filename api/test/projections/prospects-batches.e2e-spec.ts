import { describe, expect, it } from '@jest/globals';
import {
  type ContactStatusCorrection,
  PROSPECT_EVENT_TYPES,
  type RecommendedProspectDetails,
  RECOMMENDED_SOURCE,
  type EventOf,
} from '@referrals/contracts';
import fc from 'fast-check';
import type pg from 'pg';
import { batchCuts, inBatches } from '../../../projections/test/support/event-history.arbitrary.js';
import {
  anyProspectEvents,
  prospectEvents,
} from '../../../projections/test/support/prospect-events.arbitrary.js';
import { conversationIdFor } from '../../../projections/src/read-models/conversations/conversation-id.js';
import { batchingProjector, useBatchTestDatabase } from './batch-test-setup.js';
import { tableRows } from './projection-helpers.js';
import { RecordingContext } from './recording-context.js';

type ProspectEvent = EventOf<(typeof PROSPECT_EVENT_TYPES)[keyof typeof PROSPECT_EVENT_TYPES]>;

/** A batch loads its prospects, deletes, inserts and updates at most once each, and looks up networkers. */
const MOST_STATEMENTS_PER_BATCH = 5;

const detailColumns = (details: RecommendedProspectDetails) => [
  details.prospectName,
  details.prospectTitle ?? null,
  details.prospectCompany ?? null,
  details.prospectLinkedinUrl ?? null,
  details.prospectEmail ?? null,
  details.prospectPhone ?? null,
  details.operatorMessage ?? null,
  details.networkerNotes ?? null,
  details.profileImageUrl ?? null,
];

/** The reference: the statement the projector ran for each event before issue 26 folded its batches. */
async function runPerEventStatement(client: pg.ClientBase, typed: ProspectEvent): Promise<void> {
  switch (typed.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded: {
      const { data } = typed;
      await client.query(
        `INSERT INTO prospects (id, invitation_id, operator_id, source_type, prospect_name, prospect_title,
             prospect_company, prospect_linkedin_url, prospect_email, prospect_phone, operator_message,
             networker_notes, profile_image_url, approval_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14, $14)`,
        [
          data.prospectId,
          data.invitationId,
          data.operatorId,
          RECOMMENDED_SOURCE,
          ...detailColumns(data.details),
          typed.recordedAt,
        ],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited: {
      const { data } = typed;
      await client.query(
        `UPDATE prospects SET prospect_name = $2, prospect_title = $3, prospect_company = $4,
             prospect_linkedin_url = $5, prospect_email = $6, prospect_phone = $7, operator_message = $8,
             networker_notes = $9, profile_image_url = $10, updated_at = $11
           WHERE id = $1`,
        [data.prospectId, ...detailColumns(data.details), typed.recordedAt],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved:
      await client.query('DELETE FROM prospects WHERE id = $1', [typed.data.prospectId]);
      return;
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      const { data } = typed;
      const approved = typed.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
      await client.query(
        `UPDATE prospects SET approval_status = $2, status = $3, networker_user_id = $4, updated_at = $5
           WHERE id = $1 AND approval_status = 'pending'`,
        [
          data.prospectId,
          approved ? 'approved' : 'rejected',
          approved ? 'submitted' : null,
          data.networkerUserId,
          typed.recordedAt,
        ],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const { data } = typed;
      await client.query(
        `INSERT INTO prospects (id, invitation_id, operator_id, networker_user_id, source_type, prospect_name,
             prospect_title, prospect_company, prospect_linkedin_url, networker_notes, approval_status, status,
             created_at, updated_at, protected_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'approved', 'submitted', $11, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
        [
          data.prospectId,
          data.invitationId,
          data.operatorId,
          data.networkerUserId,
          data.sourceType,
          data.details.prospectName,
          data.details.prospectTitle ?? null,
          data.details.prospectCompany ?? null,
          data.details.prospectLinkedinUrl ?? null,
          data.details.networkerNotes ?? null,
          typed.recordedAt,
          data.ownership?.protectedUntil ?? null,
        ],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const { data } = typed;
      await client.query(
        `UPDATE prospects SET status = $2, updated_at = $3, rejection_reason = $4,
           status_correction = CASE WHEN $5 THEN NULL ELSE status_correction END
         WHERE id = $1`,
        [
          data.prospectId,
          data.to,
          typed.recordedAt,
          data.to === 'rejected' ? (data.reason ?? null) : null,
          data.from !== data.to,
        ],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      const { data } = typed;
      const correction: ContactStatusCorrection = {
        from: data.from,
        to: data.to,
        reason: data.reason,
        correctedAt: typed.recordedAt.toISOString(),
      };
      await client.query(
        `UPDATE prospects SET status = $2, rejection_reason = NULL, status_correction = $3::jsonb, updated_at = $4
           WHERE id = $1`,
        [data.prospectId, data.to, JSON.stringify(correction), typed.recordedAt],
      );
      return;
    }
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      await client.query(`UPDATE prospects SET prospect_name = $2, updated_at = $3 WHERE id = $1`, [
        typed.data.prospectId,
        typed.data.prospectName,
        typed.recordedAt,
      ]);
      return;
  }
}

describe('prospects written a batch at a time', () => {
  const projector = batchingProjector('prospects');
  const database = useBatchTestDatabase('prospect_batches');

  const rows = () => tableRows(database.db, 'prospects', 'id');

  /** Runs `work` on empty tables in a transaction, as the runner does a batch; whether it failed, and the rows. */
  async function fromEmpty(work: () => Promise<void>): Promise<{ failed: boolean; rows: unknown[] }> {
    await database.client.query('TRUNCATE prospects');
    try {
      await work();
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      return { failed: true, rows: [] };
    }
    return { failed: false, rows: await rows() };
  }

  it('leaves exactly the rows the per-event statements leave, refreshes the same screens, in a bounded number of statements', async () => {
    await fc.assert(
      fc.asyncProperty(prospectEvents(), batchCuts, async (events, cuts) => {
        const expected = await fromEmpty(async () => {
          for (const event of events) await runPerEventStatement(database.client, event);
        });
        const oneByOne = new RecordingContext(database.client);
        expect(
          await fromEmpty(async () => {
            for (const event of events) await projector.handle(event, oneByOne);
            await oneByOne.settled();
          }),
        ).toEqual(expected);
        const batched = new RecordingContext(database.client);
        const actual = await fromEmpty(async () => {
          for (const batch of inBatches(events, cuts)) {
            const before = batched.statements;
            await projector.handleBatch(batch, batched);
            await batched.settled();
            expect(batched.statements - before).toBeLessThanOrEqual(MOST_STATEMENTS_PER_BATCH);
          }
        });
        expect(actual).toEqual(expected);
        expect(batched.refreshes()).toEqual(oneByOne.refreshes());
      }),
      { numRuns: 40 },
    );
  });

  /** Whose screens one batch of these events names for refreshing, applied to empty tables. */
  async function refreshesOf(events: ProspectEvent[]): Promise<string[]> {
    const recorded = new RecordingContext(database.client);
    await fromEmpty(async () => {
      await projector.handleBatch(events, recorded);
      await recorded.settled();
    });
    return recorded.refreshes();
  }

  it("names both parties' bounty ledgers for refreshing when a prospect's status or name changes", async () => {
    // The ledgers read these from the prospects table, so their refresh must follow this projector's commit.
    const ledgerEvents = new Set<string>([
      PROSPECT_EVENT_TYPES.prospectStatusChanged,
      PROSPECT_EVENT_TYPES.prospectStatusCorrected,
      PROSPECT_EVENT_TYPES.prospectRenamed,
    ]);
    await fc.assert(
      fc.asyncProperty(prospectEvents(), async (events) => {
        const refreshes = await refreshesOf(events);
        const expected = events.flatMap(({ type, data }) =>
          ledgerEvents.has(type) && 'networkerUserId' in data && data.networkerUserId
            ? [
                `user:${data.networkerUserId} ["/api/networker/bounty-ledger"]`,
                `user:${data.operatorId} ["/api/operator/bounty-ledger"]`,
              ]
            : [],
        );
        const ledgerRefreshes = refreshes.filter((refresh) => refresh.includes('bounty-ledger'));
        expect(ledgerRefreshes).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('names the lists of prospects to review and the review page for refreshing when a meeting is held, undone or renamed', async () => {
    const reviewable = new Set<string>(['meeting_held', 'review_completed']);
    await fc.assert(
      fc.asyncProperty(prospectEvents(), async (events) => {
        const refreshes = await refreshesOf(events);
        const expected = events.flatMap((event) => {
          const { data } = event;
          const changesReviews =
            event.type === PROSPECT_EVENT_TYPES.prospectRenamed ||
            ((event.type === PROSPECT_EVENT_TYPES.prospectStatusChanged ||
              event.type === PROSPECT_EVENT_TYPES.prospectStatusCorrected) &&
              (reviewable.has(event.data.from) || reviewable.has(event.data.to)));
          if (!changesReviews || !('networkerUserId' in data) || !data.networkerUserId) return [];
          return [
            `user:${data.operatorId} ["/api/reviews/eligible"]`,
            `user:${data.networkerUserId} ["/api/reviews/eligible"]`,
            `user:${data.networkerUserId} ["/api/networker/review-data/${data.invitationId}"]`,
          ];
        });
        const reviewRefreshes = refreshes.filter((refresh) =>
          /"\/api\/(reviews\/eligible|networker\/review-data)/.test(refresh),
        );
        expect(reviewRefreshes).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it("names the reviews, the parties' thread and the dispute queue for refreshing when a prospect is renamed", async () => {
    await fc.assert(
      fc.asyncProperty(prospectEvents(), async (events) => {
        const refreshes = await refreshesOf(events);
        const expected = events.flatMap((event) => {
          if (event.type !== PROSPECT_EVENT_TYPES.prospectRenamed || !event.data.networkerUserId) return [];
          const { operatorId, networkerUserId } = event.data;
          const thread = conversationIdFor(operatorId, networkerUserId);
          return [
            'role:auditor ["/api/disputes"]',
            ...[operatorId, networkerUserId].flatMap((userId) => [
              `user:${userId} ["/api/reviews/given"]`,
              `user:${userId} ["/api/reviews/received"]`,
              `user:${userId} ["/api/conversations/${thread}/messages"]`,
              `user:${userId} ["/api/conversations/${thread}/messages/page"]`,
            ]),
          ];
        });
        const namingRefreshes = refreshes.filter((refresh) =>
          /"\/api\/(reviews\/(given|received)|conversations\/|disputes)/.test(refresh),
        );
        expect(namingRefreshes).toEqual([...new Set(expected)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('fails a batch where a per-event INSERT fails: a recommendation added while its row exists', async () => {
    await fc.assert(
      fc.asyncProperty(anyProspectEvents(), batchCuts, async (events, cuts) => {
        const inTransaction = async (work: () => Promise<void>) => {
          await database.client.query('BEGIN');
          try {
            await work();
            await database.client.query('COMMIT');
          } catch (error) {
            await database.client.query('ROLLBACK');
            throw error;
          }
        };
        const expected = await fromEmpty(() =>
          inTransaction(async () => {
            for (const event of events) await runPerEventStatement(database.client, event);
          }),
        );
        const batched = new RecordingContext(database.client);
        const actual = await fromEmpty(async () => {
          for (const batch of inBatches(events, cuts)) {
            await inTransaction(async () => {
              await projector.handleBatch(batch, batched);
              await batched.settled();
            });
          }
        });
        expect(actual.failed).toBe(expected.failed);
        if (!expected.failed) expect(actual.rows).toEqual(expected.rows);
      }),
      { numRuns: 25 },
    );
  });
});
