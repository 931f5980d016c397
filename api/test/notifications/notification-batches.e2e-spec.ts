import { describe, expect, it, jest } from '@jest/globals';
import { NOTIFICATION_TYPES, type RecordedEvent } from '@referrals/contracts';
import fc from 'fast-check';
import { conversationHistory } from '../../../projections/test/support/conversation-events.arbitrary.js';
import {
  batchCuts,
  inBatches,
  recordedFact,
} from '../../../projections/test/support/event-history.arbitrary.js';
import { invitationHistory } from '../../../projections/test/support/invitation-events.arbitrary.js';
import { anyProspectEvents } from '../../../projections/test/support/prospect-events.arbitrary.js';
import { NotificationProcessManager } from '../../src/notifications/delivery/notification-process-manager.js';
import type { JobToAdd } from '../../src/platform/jobs/job-queue.js';
import { useBatchTestDatabase } from '../projections/batch-test-setup.js';
import { RecordingContext } from '../projections/recording-context.js';

// Each run writes a few dozen events twice; on a busy machine the property takes a minute.
jest.setTimeout(180_000);

/**
 * The people the generated events name (the prospect, invitation and conversation histories' operators and
 * networkers), but one: 30000000-…-002 has no account, as when it was deleted, so nobody writes to them.
 */
const ACCOUNTS = [
  { id: '10000000-0000-4000-8000-000000000001', name: 'Olga Operator', userType: 'operator' },
  { id: '10000000-0000-4000-8000-000000000002', name: 'Otto Operator', userType: 'operator' },
  { id: '30000000-0000-4000-8000-000000000001', name: 'Nina Networker', userType: 'networker' },
];

/** A recipient's choice for one type on each channel. */
interface Preference {
  userId: string;
  type: string;
  inApp: boolean;
  email: boolean;
}

const preference: fc.Arbitrary<Preference> = fc.record({
  userId: fc.constantFrom(...ACCOUNTS.map((account) => account.id)),
  type: fc.constantFrom(...NOTIFICATION_TYPES),
  inApp: fc.boolean(),
  email: fc.boolean(),
});

/**
 * Prospect, invitation and conversation events (every kind somebody is told of, and kinds nobody is)
 * interleaved into one history, numbered again so that each has its own id and position, and cut into
 * batches anywhere, as the runner may hand them over.
 */
const notifiedBatches = fc
  .tuple(anyProspectEvents(20), invitationHistory(10), conversationHistory(10))
  .chain(([prospects, invitations, conversations]) => {
    const events: RecordedEvent[] = [...prospects, ...invitations, ...conversations];
    return fc.tuple(fc.shuffledSubarray(events, { minLength: events.length }), batchCuts);
  })
  .map(([events, cuts]) =>
    inBatches(
      events.map(({ type, data, streamName, metadata }, index) =>
        recordedFact({ type, data }, index, streamName, metadata.actorUserId),
      ),
      cuts,
    ),
  );

/** What applying a history's batches left: the rows written for people, each batch's refreshes, jobs. */
interface Outcome {
  notifications: unknown[];
  deliveries: unknown[];
  refreshes: string[][];
  jobs: JobToAdd[];
}

/**
 * Issue 26's batched folds, for the notification process manager against Postgres itself: its
 * `handleBatch` over any cut of a history into batches writes the same in-app notifications, claims and
 * queued emails, refreshes the same screens and adds the same jobs as handing it each event in turn
 * (which `handle` does, a batch of one), in at most three statements a batch.
 */
describe('the notification process manager, batched', () => {
  const database = useBatchTestDatabase('notification_batches');

  async function apply(
    batches: readonly RecordedEvent[][],
    preferences: readonly Preference[],
    oneByOne: boolean,
    statementsPerBatch: number[] = [],
  ): Promise<Outcome> {
    const { db, client } = database;
    await db.query(
      'TRUNCATE notifications, notification_deliveries, notification_preferences, users CASCADE',
    );
    await db.query(
      `INSERT INTO users (id, name, email, user_type)
       SELECT id, name, id || '@example.test', user_type FROM unnest($1::uuid[], $2::text[], $3::text[])
         AS a (id, name, user_type)`,
      [ACCOUNTS.map((a) => a.id), ACCOUNTS.map((a) => a.name), ACCOUNTS.map((a) => a.userType)],
    );
    for (const chosen of preferences) {
      await db.query(
        `INSERT INTO notification_preferences (user_id, type, in_app_enabled, email_enabled)
         VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, type) DO UPDATE
           SET in_app_enabled = EXCLUDED.in_app_enabled, email_enabled = EXCLUDED.email_enabled`,
        [chosen.userId, chosen.type, chosen.inApp, chosen.email],
      );
    }
    const jobs: JobToAdd[] = [];
    const manager = new NotificationProcessManager({
      addBulk: async (added) => {
        jobs.push(...added);
      },
    });
    const refreshes: string[][] = [];
    for (const batch of batches) {
      const context = new RecordingContext(client);
      await client.query('BEGIN');
      try {
        if (oneByOne) for (const event of batch) await manager.handle(event, context);
        else await manager.handleBatch(batch, context);
        await context.settled();
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      refreshes.push(context.refreshes());
      statementsPerBatch.push(context.statements);
    }
    const notifications = await db.query(
      `SELECT user_id, event_id, type, title, message, navigation_data, template_variables, invitation_id,
              is_read, created_at
         FROM notifications ORDER BY event_id, user_id`,
    );
    // Their moment of writing aside (now()), the claims and the queued emails.
    const deliveries = await db.query(
      `SELECT event_id, recipient_user_id, channel, delivery, paced, delivered_at IS NULL AS queued
         FROM notification_deliveries ORDER BY event_id, recipient_user_id, channel`,
    );
    return { notifications: notifications.rows, deliveries: deliveries.rows, refreshes, jobs };
  }

  it('handleBatch equals handle on each event in turn (statements a batch: at most 3)', async () => {
    let notificationsCompared = 0;
    let emailsCompared = 0;
    await fc.assert(
      fc.asyncProperty(
        notifiedBatches,
        fc.array(preference, { maxLength: 6 }),
        async (batches, preferences) => {
          const eachInTurn = await apply(batches, preferences, true);
          const statements: number[] = [];
          const batched = await apply(batches, preferences, false, statements);
          expect(batched).toEqual(eachInTurn);
          expect(Math.max(0, ...statements)).toBeLessThanOrEqual(3);
          notificationsCompared += eachInTurn.notifications.length;
          emailsCompared += eachInTurn.deliveries.filter((row) => (row as { queued: boolean }).queued).length;
        },
      ),
      { numRuns: 40 },
    );
    // The histories told people of things: the comparisons compared something.
    expect(notificationsCompared).toBeGreaterThan(40);
    expect(emailsCompared).toBeGreaterThan(40);
  });
});
