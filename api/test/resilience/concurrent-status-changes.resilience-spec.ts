import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  API_MESSAGES,
  type CommandAnswer,
  type EventStore,
  PROSPECT_EVENT_TYPES,
  type ProspectStatusChangedData,
  prospectStream,
} from '@referrals/contracts';
import { allProjectors } from '@referrals/projections';
import pg from 'pg';
import request from 'supertest';
import { prospectStateAt } from '../../src/audit/prospect-audit-state.js';
import { collect } from '../../src/platform/event-store/collect.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { waitForProjectors } from '../projections/projection-helpers.js';

const CHANGES = 50;
const END_OF_TIME = new Date(8.64e15);

/**
 * Fifty status updates of one prospect sent at the same moment: the stream takes each accepted one at
 * a revision of its own, every other is refused with 409, and the read models say what a fresh fold of
 * the stream says.
 */
describe('simultaneous status changes of one prospect', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let db: pg.Pool;

  beforeAll(async () => {
    app = await startTestApp({ label: 'concurrent_status' });
    db = new pg.Pool({ connectionString: app.database.url, max: 2 });
    operator = await operatorReadyToInvite(app);
  });
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it('gives every accepted change its own revision, refuses the rest with 409, and projects the fold', async () => {
    const { contacts } = await networkerWithContacts(app, operator, ['Carl Concurrent']);
    const prospectId = contacts['Carl Concurrent']!;
    const notes = Array.from({ length: CHANGES }, (_, index) => `Call ${index + 1}`);

    // intro_made fixes the terms and earns the intro bounty on the first change; the rest are updates with notes.
    const answers = await Promise.all(
      notes.map((note) =>
        request(app.url)
          .post(`/api/prospects/${prospectId}/status-updates`)
          .set(operator.session.headers)
          .send({ status: 'intro_made', notes: note }),
      ),
    );
    const acceptedNotes = notes.filter((_, index) => answers[index]!.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(acceptedNotes.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((answer): unknown[] => [answer.status, answer.body])).toEqual(
      refused.map(() => [
        409,
        { statusCode: 409, error: API_MESSAGES.concurrentChange, message: API_MESSAGES.concurrentChange },
      ]),
    );

    const events = await collect(
      app.running.app.get<EventStore>(EVENT_STORE).readStream(prospectStream(prospectId)),
    );
    expect(events.map((event) => event.revision)).toEqual(events.map((_, index) => BigInt(index)));
    const changes = events.filter((event) => event.type === PROSPECT_EVENT_TYPES.prospectStatusChanged);
    const changeData = changes.map((event) => event.data as ProspectStatusChangedData);
    expect(changeData.map((data) => data.notes).sort()).toEqual([...acceptedNotes].sort());
    expect(new Set(changes.map((event) => event.revision)).size).toBe(acceptedNotes.length);
    const positions = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => (answer.body as CommandAnswer).position);
    expect(new Set(positions).size).toBe(acceptedNotes.length);

    await waitForProjectors(
      db,
      events.at(-1)!.position,
      allProjectors.map((projector) => projector.name),
    );
    const fold = prospectStateAt(prospectId, events, END_OF_TIME);
    expect(fold.status).toBe('intro_made');
    const [prospect] = (
      await db.query<{ status: string; prospect_name: string }>(
        'SELECT status, prospect_name FROM prospects WHERE id = $1',
        [prospectId],
      )
    ).rows;
    expect(prospect).toEqual({ status: fold.status, prospect_name: fold.prospectName });
    const [terms] = (
      await db.query<Record<string, number | null>>(
        `SELECT intro_cents::int AS "introCents", meeting_cents::int AS "meetingCents", win_cents::int AS "winCents",
                revenue_share_percent::float AS "revenueSharePercent", revenue_share_months AS "revenueShareMonths"
         FROM bounty_terms WHERE prospect_id = $1`,
        [prospectId],
      )
    ).rows;
    expect(terms).toEqual(fold.terms);
    const ledger = (
      await db.query<{ kind: string; state: string; amount_cents: number }>(
        'SELECT kind, state, amount_cents::int FROM bounty_ledger WHERE prospect_id = $1 ORDER BY kind',
        [prospectId],
      )
    ).rows;
    expect(ledger).toEqual(
      Object.entries(fold.ledger)
        .map(([kind, entry]) => ({ kind, state: entry.state, amount_cents: entry.amountCents }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    );
    expect(ledger).toHaveLength(1);
    const timeline = (
      await db.query(
        `SELECT stream_revision::int AS revision, status, notes FROM prospect_status_updates
         WHERE prospect_id = $1 AND notes IS NOT NULL ORDER BY stream_revision`,
        [prospectId],
      )
    ).rows;
    expect(timeline).toEqual(
      changes.map((event, index) => ({
        revision: Number(event.revision),
        status: changeData[index]!.to,
        notes: changeData[index]!.notes,
      })),
    );
  }, 90_000);
});
