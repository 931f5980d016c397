import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type BountyLedgerAnswer,
  type NetworkerContact,
  type ProspectHistoryAnswer,
  REJECTION_REASON_MAX_LENGTH,
  STATUS_CORRECTION_MESSAGES,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

/** The error's message from an error answer (`{ statusCode, error, message }`). */
const messageOf = (response: { body: unknown }): string | string[] =>
  (response.body as { message: string | string[] }).message;

describe('rejection reasons and status corrections', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'status_corrections' });
    operator = await operatorReadyToInvite(app, 'Olga Operator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const reject = (prospectId: string, body: Record<string, unknown>) =>
    request(app.url)
      .patch(`/api/prospect-submissions/${prospectId}/status`)
      .set(operator.session.headers)
      .send({ status: 'rejected', ...body });
  const correct = (prospectId: string, body: Record<string, unknown>, as: TestSession = operator.session) =>
    request(app.url).post(`/api/prospects/${prospectId}/status-corrections`).set(as.headers).send(body);

  async function contactSeenBy(session: TestSession, prospectId: string): Promise<NetworkerContact> {
    const list = (
      await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
    ).body as NetworkerContact[];
    return list.find((contact) => contact.id === prospectId)!;
  }

  it('records a rejection with its reason, which the networker sees; an old client sends none', async () => {
    const { session, contacts } = await networkerWithContacts(app, operator, [
      'Rita Reason',
      'Olly Oldclient',
    ]);
    const rita = contacts['Rita Reason']!;
    await reject(rita, { reason: '  Outside our target market ' }).expect(200);
    expect(await contactSeenBy(session, rita)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Outside our target market',
      statusCorrection: null,
    });

    const olly = contacts['Olly Oldclient']!;
    await reject(olly, {}).expect(200);
    expect(await contactSeenBy(session, olly)).toMatchObject({ status: 'rejected', rejectionReason: null });
  });

  it('refuses a reason that is too long, with a clear message, and changes nothing', async () => {
    const { session, contacts } = await networkerWithContacts(app, operator, ['Lena Long']);
    const lena = contacts['Lena Long']!;
    const tooLong = await reject(lena, { reason: 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1) }).expect(400);
    expect(messageOf(tooLong)).toContain(STATUS_CORRECTION_MESSAGES.rejectionReasonTooLong);
    expect((await contactSeenBy(session, lena)).status).toBe('submitted');
  });

  it('lets the owner correct a rejection: the prospect re-opens and the networker sees the note', async () => {
    const { session, contacts } = await networkerWithContacts(app, operator, ['Cora Correct']);
    const cora = contacts['Cora Correct']!;
    await moveProspectTo(app, operator, cora, 'under_review');
    await reject(cora, { reason: 'Not a fit for our product' }).expect(200);

    // Within the undo window no reason is needed.
    expect((await correct(cora, { from: 'rejected' }).expect(201)).body).toMatchObject({
      readModelsCaughtUp: true,
    });
    expect(await contactSeenBy(session, cora)).toMatchObject({
      status: 'under_review',
      rejectionReason: null,
      statusCorrection: { from: 'rejected', to: 'under_review', reason: null },
    });

    // A correction is not itself corrected, and it refuses a status that is no longer current.
    await correct(cora, { from: 'under_review', reason: 'Again' }).expect(400);
    await correct(cora, { from: 'rejected' }).expect(409);

    // The next change of status clears the note.
    await moveProspectTo(app, operator, cora, 'approved');
    expect(await contactSeenBy(session, cora)).toMatchObject({ status: 'approved', statusCorrection: null });

    const history = (
      await request(app.url)
        .get(`/api/audit/prospects/${cora}/history`)
        .set(operator.session.headers)
        .expect(200)
    ).body as ProspectHistoryAnswer;
    expect(history.events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ProspectStatusChanged', 'ProspectStatusCorrected']),
    );
  });

  it('withdraws the earned bounty of a corrected step from both ledgers: it is only promised again', async () => {
    const { session, contacts } = await networkerWithContacts(app, operator, ['Ivan Intro']);
    const ivan = contacts['Ivan Intro']!;
    await moveProspectTo(app, operator, ivan, 'approved');
    await moveProspectTo(app, operator, ivan, 'intro_made');
    const introOf = async (path: string, as: TestSession) =>
      (
        (await request(app.url).get(path).set(as.headers).expect(200)).body as BountyLedgerAnswer
      ).entries.find((entry) => entry.prospectId === ivan && entry.kind === 'intro');
    expect(await introOf('/api/networker/bounty-ledger', session)).toMatchObject({ state: 'earned' });

    await correct(ivan, { from: 'intro_made', reason: 'The intro email bounced' }).expect(201);
    // Back to what the terms promise, not yet earned.
    expect(await introOf('/api/networker/bounty-ledger', session)).toMatchObject({ state: 'upcoming' });
    expect(await introOf('/api/operator/bounty-ledger', operator.session)).toMatchObject({
      state: 'upcoming',
    });
    expect(await contactSeenBy(session, ivan)).toMatchObject({
      status: 'approved',
      statusCorrection: { from: 'intro_made', to: 'approved', reason: 'The intro email bounced' },
    });
  });

  it('promises nothing on a prospect whose approval is corrected away; a re-approval promises the frozen terms again', async () => {
    const { session, contacts } = await networkerWithContacts(app, operator, ['Ulla Unapproved']);
    const ulla = contacts['Ulla Unapproved']!;
    await moveProspectTo(app, operator, ulla, 'under_review');
    await moveProspectTo(app, operator, ulla, 'approved');
    const upcomingOf = async (path: string, as: TestSession) =>
      (
        (await request(app.url).get(path).set(as.headers).expect(200)).body as BountyLedgerAnswer
      ).entries.filter((entry) => entry.prospectId === ulla && entry.state === 'upcoming');
    const promised = await upcomingOf('/api/networker/bounty-ledger', session);
    expect(promised.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['intro']));

    await correct(ulla, { from: 'approved', reason: 'Approved the wrong contact' }).expect(201);
    expect(await upcomingOf('/api/networker/bounty-ledger', session)).toEqual([]);
    expect(await upcomingOf('/api/operator/bounty-ledger', operator.session)).toEqual([]);

    await moveProspectTo(app, operator, ulla, 'approved');
    const again = await upcomingOf('/api/networker/bounty-ledger', session);
    expect(again.map((entry) => [entry.kind, entry.amount])).toEqual(
      promised.map((entry) => [entry.kind, entry.amount]),
    );
  });

  it("refuses another operator's correction as not found, and a too-long reason with a clear message", async () => {
    const { contacts } = await networkerWithContacts(app, operator, ['Owen Owned']);
    const owen = contacts['Owen Owned']!;
    await moveProspectTo(app, operator, owen, 'under_review');
    const other = await operatorReadyToInvite(app, 'Ian Intruder');
    await correct(owen, { from: 'under_review', reason: 'Mine now' }, other.session).expect(404);

    const tooLong = await correct(owen, { from: 'under_review', reason: 'y'.repeat(501) }).expect(400);
    expect(messageOf(tooLong)).toContain(STATUS_CORRECTION_MESSAGES.correctionReasonTooLong);
    const badFrom = await correct(owen, { from: 'nowhere' }).expect(400);
    expect(messageOf(badFrom)).toContain(STATUS_CORRECTION_MESSAGES.fromInvalid);
  });
});
