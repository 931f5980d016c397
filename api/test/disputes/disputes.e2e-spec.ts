import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type BountyLedgerAnswer,
  DISPUTE_MESSAGES,
  type DisputeListItem,
  disputeOpenRefusalMessage,
  disputeStepRefusalMessage,
  type NotificationItem,
  type OpenDisputeAnswer,
  type ProspectDisputesAnswer,
  type ProspectHistoryAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { RecentStreamStates } from '../../src/platform/events/recent-stream-states.js';
import { actingAsAuditor } from '../support/auditor-builders.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { TestMailbox } from '../support/mailbox.js';
import { eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { approveAndPay, moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import type { TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** An error answer's message (a list when several fields were refused). */
const messageOf = (response: request.Response) => (response.body as { message: string | string[] }).message;

describe('disputes over ledger entries', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let outsider: RegisteredUser;
  let auditor: TestSession;
  let nora: { session: TestSession; networkerUserId: string; contacts: Record<string, string> };
  let priya: string;

  const disputesOf = (session: TestSession, prospectId = priya) =>
    request(app.url).get(`/api/prospects/${prospectId}/disputes`).set(session.headers);
  const open = (session: TestSession, body: object, prospectId = priya) =>
    request(app.url).post(`/api/prospects/${prospectId}/disputes`).set(session.headers).send(body);
  const respond = (session: TestSession, disputeId: string, body: object) =>
    request(app.url)
      .post(`/api/prospects/${priya}/disputes/${disputeId}/response`)
      .set(session.headers)
      .send(body);
  const resolve = (session: TestSession, disputeId: string, body: object, prospectId = priya) =>
    request(app.url)
      .post(`/api/prospects/${prospectId}/disputes/${disputeId}/resolution`)
      .set(session.headers)
      .send(body);
  const ledger = async () =>
    (await request(app.url).get('/api/networker/bounty-ledger').set(nora.session.headers).expect(200))
      .body as BountyLedgerAnswer;
  const entry = async (kind: string, prospectId = priya) =>
    (await ledger()).entries.find((row) => row.prospectId === prospectId && row.kind === kind);
  const list = async (session: TestSession, status?: string) =>
    (
      await request(app.url)
        .get('/api/disputes')
        .query(status ? { status } : {})
        .set(session.headers)
        .expect(200)
    ).body as DisputeListItem[];
  const inboxWith = (session: TestSession, title: string) =>
    eventually(
      async () =>
        (await request(app.url).get('/api/notifications').set(session.headers).expect(200))
          .body as NotificationItem[],
      (rows) => rows.some((row) => row.title === title),
    );

  beforeAll(async () => {
    app = await startNotificationsTestApp('disputes', mailbox);
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    outsider = await operatorReadyToInvite(app, 'Otto Outsider');
    nora = await networkerWithContacts(
      app,
      operator,
      ['Priya Patel', 'Old Paid', 'Sam Submitted'],
      undefined,
      {
        fullName: 'Nora Networker',
      },
    );
    priya = nora.contacts['Priya Patel']!;
    await moveProspectTo(app, operator, priya, 'approved');
    await moveProspectTo(app, operator, priya, 'intro_made');
    await approveAndPay(app, operator, priya, 'intro', { method: 'paypal', reference: 'PP-1' });
    auditor = await actingAsAuditor(app, await operatorReadyToInvite(app, 'Audrey Auditor'));
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('lists what each party may dispute: the paid intro with its window, the promised meeting and win', async () => {
    const answer = (await disputesOf(nora.session).expect(200)).body as ProspectDisputesAnswer;
    expect(answer.viewerRole).toBe('networker');
    expect(answer.disputes).toEqual([]);
    expect(
      answer.entries.map(({ kind, state, amount, paid, refusal }) => ({
        kind,
        state,
        amount,
        paid,
        refusal,
      })),
    ).toEqual([
      { kind: 'intro', state: 'paid', amount: '50.00', paid: '50.00', refusal: null },
      { kind: 'meeting', state: 'upcoming', amount: '250.00', paid: '0.00', refusal: null },
      { kind: 'win', state: 'upcoming', amount: '1000.00', paid: '0.00', refusal: null },
    ]);
    const paidAt = Date.parse(answer.entries[0]!.windowClosesAt!) - 30 * 24 * 60 * 60 * 1000;
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(60_000);
    expect(((await disputesOf(operator.session).expect(200)).body as ProspectDisputesAnswer).viewerRole).toBe(
      'operator',
    );
    expect(((await disputesOf(auditor).expect(200)).body as ProspectDisputesAnswer).viewerRole).toBe(
      'auditor',
    );
  });

  it('refuses outsiders, unknown prospects and bad ids', async () => {
    expect(messageOf(await disputesOf(outsider.session).expect(403))).toBe(DISPUTE_MESSAGES.notAParty);
    await disputesOf(nora.session, UNKNOWN).expect(404);
    await disputesOf(nora.session, 'not-a-uuid').expect(400);
    const claim = { kind: 'intro', reason: 'wrong_amount', evidence: 'It was $75.' };
    expect(messageOf(await open(outsider.session, claim).expect(404))).toBe(
      DISPUTE_MESSAGES.prospectNotFound,
    );
    await open(auditor, claim).expect(403);
    await open(nora.session, claim, UNKNOWN).expect(404);
    // A submitted contact has no ledger yet.
    expect(messageOf(await open(nora.session, claim, nora.contacts['Sam Submitted']).expect(400))).toBe(
      disputeOpenRefusalMessage('no_entry'),
    );
  });

  it('refuses bad claims with the field’s message and records nothing', async () => {
    const good = { kind: 'intro', reason: 'wrong_amount', evidence: 'It was $75.' };
    const cases: [object, string][] = [
      [{ ...good, kind: 'bonus' }, DISPUTE_MESSAGES.kindInvalid],
      [{ ...good, reason: 'grumpy' }, DISPUTE_MESSAGES.reasonInvalid],
      [{ ...good, evidence: '   ' }, DISPUTE_MESSAGES.evidenceRequired],
      [{ ...good, evidence: 'x'.repeat(2001) }, DISPUTE_MESSAGES.textTooLong],
      [{ ...good, links: ['not a link'] }, DISPUTE_MESSAGES.linksInvalid],
      [{ ...good, links: ['ftp://files.example.com/a'] }, DISPUTE_MESSAGES.linksInvalid],
      [{ ...good, links: ['https://ok.example', 'javascript:alert(1)'] }, DISPUTE_MESSAGES.linksInvalid],
      [
        { ...good, links: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) },
        DISPUTE_MESSAGES.linksInvalid,
      ],
      [{ ...good, links: 'https://example.com' }, DISPUTE_MESSAGES.linksInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await open(nora.session, body).expect(400);
      expect([messageOf(response)].flat()).toContain(message);
    }
    // The revenue share is not earned and not promised before a won deal.
    expect(messageOf(await open(nora.session, { ...good, kind: 'revenue_share' }).expect(400))).toBe(
      disputeOpenRefusalMessage('no_entry'),
    );
    expect(((await disputesOf(nora.session).expect(200)).body as ProspectDisputesAnswer).disputes).toEqual(
      [],
    );
  });

  it('walks a dispute from opening through the response to an adjusted resolution that shows in the ledger', async () => {
    const opened = await open(nora.session, {
      kind: 'intro',
      reason: 'wrong_amount',
      evidence: 'We agreed on $75 for Priya’s intro.',
      links: ['https://mail.example.com/thread/42'],
    }).expect(201);
    const disputeId = (opened.body as OpenDisputeAnswer).disputeId;
    expect((opened.body as OpenDisputeAnswer).position).toMatch(/^\d+-\d+$/);
    // One open dispute per entry.
    const second = await open(operator.session, {
      kind: 'intro',
      reason: 'other',
      evidence: 'Me too',
    }).expect(409);
    expect(messageOf(second)).toBe(disputeOpenRefusalMessage('already_open'));
    let answer = (await disputesOf(operator.session).expect(200)).body as ProspectDisputesAnswer;
    expect(answer.disputes).toEqual([
      expect.objectContaining({
        id: disputeId,
        kind: 'intro',
        reason: 'wrong_amount',
        openedBy: 'networker',
        openedByName: 'Nora Networker',
        links: ['https://mail.example.com/thread/42'],
        entryAtOpening: { state: 'paid', amount: '50.00', paid: '50.00' },
        status: 'open',
        response: null,
        resolution: null,
      }),
    ]);
    expect(answer.entries.find((row) => row.kind === 'intro')?.refusal).toBe(
      disputeOpenRefusalMessage('already_open'),
    );
    const told = await inboxWith(operator.session, 'Dispute Opened');
    expect(told.find((row) => row.title === 'Dispute Opened')?.message).toBe(
      'Nora Networker opened a dispute about the intro bounty for Priya Patel: Wrong amount. Please respond.',
    );
    expect(await list(auditor)).toEqual([
      expect.objectContaining({ id: disputeId, status: 'open', amount: '50.00' }),
    ]);
    expect(await list(nora.session)).toHaveLength(1);
    expect(await list(outsider.session)).toEqual([]);
    await request(app.url).get('/api/disputes').query({ status: 'pending' }).set(auditor.headers).expect(400);

    // The response: not by the opener, not by an outsider, once.
    expect(messageOf(await respond(nora.session, disputeId, { response: 'More' }).expect(400))).toBe(
      disputeStepRefusalMessage('own_dispute'),
    );
    await respond(outsider.session, disputeId, { response: 'Hi' }).expect(404);
    await respond(operator.session, UNKNOWN, { response: 'Hi' }).expect(404);
    await respond(operator.session, disputeId, { response: ' ' }).expect(400);
    await respond(operator.session, disputeId, { response: 'The invitation said $50.' }).expect(201);
    expect(messageOf(await respond(operator.session, disputeId, { response: 'Again' }).expect(409))).toBe(
      disputeStepRefusalMessage('already_responded'),
    );
    await inboxWith(nora.session, 'Dispute Response');

    // The resolution: auditors only, a note always, an amount exactly when adjusted.
    await resolve(nora.session, disputeId, { outcome: 'upheld', note: 'Mine' }).expect(403);
    await resolve(operator.session, disputeId, { outcome: 'rejected', note: 'Mine' }).expect(403);
    const bad: [object, string][] = [
      [{ outcome: 'maybe', note: 'n' }, DISPUTE_MESSAGES.outcomeInvalid],
      [{ outcome: 'upheld', note: '' }, DISPUTE_MESSAGES.noteRequired],
      [{ outcome: 'adjusted', note: 'n' }, DISPUTE_MESSAGES.amountRequired],
      [{ outcome: 'adjusted', note: 'n', correctedAmount: 0 }, DISPUTE_MESSAGES.amountRequired],
      [{ outcome: 'adjusted', note: 'n', correctedAmount: 1.234 }, DISPUTE_MESSAGES.amountRequired],
      [{ outcome: 'upheld', note: 'n', correctedAmount: 75 }, DISPUTE_MESSAGES.amountOnlyWhenAdjusted],
    ];
    for (const [body, message] of bad) {
      const response = await resolve(auditor, disputeId, body).expect(400);
      expect([messageOf(response)].flat()).toContain(message);
    }
    await resolve(auditor, UNKNOWN, { outcome: 'upheld', note: 'n' }).expect(404);
    await resolve(auditor, disputeId, {
      outcome: 'adjusted',
      note: 'The invitation page offered $75 when Priya was approved.',
      correctedAmount: 75,
    }).expect(201);
    expect(
      messageOf(await resolve(auditor, disputeId, { outcome: 'upheld', note: 'again' }).expect(409)),
    ).toBe(disputeStepRefusalMessage('already_resolved'));

    answer = (await disputesOf(nora.session).expect(200)).body as ProspectDisputesAnswer;
    expect(answer.disputes[0]).toMatchObject({
      status: 'resolved',
      response: {
        respondedBy: 'operator',
        responderName: 'Olga Operator',
        response: 'The invitation said $50.',
      },
      resolution: { outcome: 'adjusted', correctedAmount: '75.00', resolverName: 'Audrey Auditor' },
    });
    for (const session of [nora.session, operator.session]) {
      const rows = await inboxWith(session, 'Dispute Resolved');
      expect(rows.find((row) => row.title === 'Dispute Resolved')?.message).toBe(
        'An auditor resolved the dispute about the intro bounty for Priya Patel: adjusted, the amount corrected to $75.00.',
      );
    }

    // The ledger: $75 now, $50 paid, $25 owed and approved by the decision; the operator pays the balance.
    expect(await entry('intro')).toMatchObject({
      state: 'approved',
      amount: '75.00',
      paid: '50.00',
      adjustedFrom: '50.00',
    });
    expect((await entry('intro'))?.explanation).toMatch(
      /^Approved; \$25\.00 still to pay after \$50\.00 paid, due by .+\. Adjusted from \$50\.00 by a dispute resolution\.$/,
    );
    expect((await ledger()).totals).toMatchObject({ earned: '75.00', paid: '50.00', outstanding: '25.00' });
    await request(app.url)
      .post(`/api/prospects/${priya}/bounties/intro/payment`)
      .set(operator.session.headers)
      .send({ method: 'paypal', reference: 'PP-2' })
      .expect(201);
    expect(await entry('intro')).toMatchObject({ state: 'paid', amount: '75.00', paid: '75.00' });
    expect((await ledger()).totals).toMatchObject({ earned: '75.00', paid: '75.00', outstanding: '0.00' });
    // A new dispute may open on the entry once the last one is resolved.
    expect(
      ((await disputesOf(nora.session).expect(200)).body as ProspectDisputesAnswer).entries[0]?.refusal,
    ).toBeNull();
  });

  it('lets the operator’s no-show be settled by earning the meeting bounty the status never reached', async () => {
    const opened = await open(nora.session, {
      kind: 'meeting',
      reason: 'meeting_no_show',
      evidence: 'Olga cancelled an hour before the meeting.',
    }).expect(201);
    await inboxWith(operator.session, 'Dispute Opened');
    // Resolved without waiting for a response.
    await resolve(auditor, (opened.body as OpenDisputeAnswer).disputeId, {
      outcome: 'adjusted',
      note: 'Cancelled with less than 24 hours notice: the meeting bounty stays earned.',
      correctedAmount: 250,
    }).expect(201);
    expect(await entry('meeting')).toMatchObject({
      state: 'approved',
      amount: '250.00',
      paid: '0.00',
      adjustedFrom: null,
    });
    // The meeting then held earns nothing twice: the entry the decision made stands.
    await moveProspectTo(app, operator, priya, 'meeting_held');
    expect(await entry('meeting')).toMatchObject({ state: 'approved', amount: '250.00' });
    const history = (
      await request(app.url).get(`/api/audit/prospects/${priya}/history`).set(auditor.headers).expect(200)
    ).body as ProspectHistoryAnswer;
    expect(
      history.events
        .filter((event) => event.type === 'BountyEarned')
        .map((event) => (event.data as { kind: string }).kind),
    ).toEqual(['intro']);
    expect((await list(auditor, 'resolved')).map((row) => row.outcome)).toEqual(['adjusted', 'adjusted']);
    expect(await list(auditor)).toEqual([]);
  });

  it('keeps every step in the prospect’s history, in order, with who took it', async () => {
    const history = (
      await request(app.url).get(`/api/audit/prospects/${priya}/history`).set(auditor.headers).expect(200)
    ).body as ProspectHistoryAnswer;
    const steps = history.events
      .filter((event) => event.type.startsWith('Dispute') || event.type === 'BountyAdjusted')
      .map((event) => [event.type, event.actorName]);
    expect(steps).toEqual([
      ['DisputeOpened', 'Nora Networker'],
      ['DisputeResponded', 'Olga Operator'],
      ['DisputeResolved', 'Audrey Auditor'],
      ['BountyAdjusted', 'Audrey Auditor'],
      ['DisputeOpened', 'Nora Networker'],
      ['DisputeResolved', 'Audrey Auditor'],
      ['BountyAdjusted', 'Audrey Auditor'],
    ]);
  });

  it('closes the window on a paid bounty 30 days after its payment', async () => {
    const oldPaid = nora.contacts['Old Paid']!;
    await moveProspectTo(app, operator, oldPaid, 'approved');
    await moveProspectTo(app, operator, oldPaid, 'intro_made');
    await approveAndPay(app, operator, oldPaid, 'intro', { method: 'venmo', reference: 'V-1' });
    // Backdate the payment in the store, as if it had been recorded 31 days ago.
    await app.sql(
      `UPDATE events SET metadata = jsonb_set(metadata, '{occurredAt}', to_jsonb($2::text))
       WHERE stream_name = $1 AND type = 'BountyPaid'`,
      [`prospect-${oldPaid}`, new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString()],
    );
    // Stored events never change, so the app keeps the state it appended to; this edit behind its back
    // is read only once that state is forgotten.
    app.running.app.get(RecentStreamStates).forget(`prospect-${oldPaid}`);
    const claim = { kind: 'intro', reason: 'bounty_not_paid', evidence: 'Never arrived.' };
    expect(messageOf(await open(nora.session, claim, oldPaid).expect(400))).toBe(
      disputeOpenRefusalMessage('window_closed'),
    );
    const answer = (await disputesOf(nora.session, oldPaid).expect(200)).body as ProspectDisputesAnswer;
    expect(answer.entries[0]?.refusal).toBe(disputeOpenRefusalMessage('window_closed'));
    // An unpaid entry has no charge yet: its dispute may open.
    await open(
      nora.session,
      { ...claim, kind: 'meeting', reason: 'status_reverted_or_not_advanced' },
      oldPaid,
    ).expect(201);
  });
});
