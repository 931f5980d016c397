import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUDIT_MESSAGES,
  type ProspectHistoryAnswer,
  type ProspectStateAnswer,
  type StreamAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { actingAsAuditor } from '../support/auditor-builders.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { approveAndPay, moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the audit trail of a prospect', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let nora: {
    session: TestSession;
    networkerUserId: string;
    invitationId: string;
    contacts: Record<string, string>;
  };
  let priya: string;
  let approvedAt: string;

  const history = (session: TestSession, prospectId = priya) =>
    request(app.url).get(`/api/audit/prospects/${prospectId}/history`).set(session.headers);
  const stateAt = (session: TestSession, at?: string) =>
    request(app.url)
      .get(`/api/audit/prospects/${priya}/state`)
      .query(at ? { at } : {})
      .set(session.headers);

  /** A fresh account acting as auditor (granted directly: the grant command is tested with it). */
  async function auditor(): Promise<TestSession> {
    return actingAsAuditor(app, await operatorReadyToInvite(app, 'Audrey Auditor'));
  }

  beforeAll(async () => {
    app = await startTestApp({ label: 'audit-history' });
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    nora = await networkerWithContacts(app, operator, ['Priya Patel'], undefined, {
      fullName: 'Nora Networker',
      newContacts: [
        {
          prospectName: 'Priya Patel',
          prospectTitle: 'VP Sales',
          prospectCompany: 'Stripe',
          prospectLinkedinUrl: 'linkedin.com/in/priya-patel',
          networkerNotes: 'We built the EU team together.',
        },
      ],
    });
    priya = nora.contacts['Priya Patel']!;
    await moveProspectTo(app, operator, priya, 'approved');
    await pause(20);
    approvedAt = new Date().toISOString();
    await pause(20);
    await request(app.url)
      .put(`/api/networker-invitations/${nora.invitationId}/bounties`)
      .set(operator.session.headers)
      .send({ introEmailBounty: 75, referralBounty: 300, revShareBounty: null })
      .expect(200);
    await moveProspectTo(app, operator, priya, 'intro_made');
    await approveAndPay(app, operator, priya, 'intro', { method: 'venmo', reference: 'V-9' });
    // A message about Priya belongs to her history; one about nothing in particular does not.
    const [conversation] = (
      await request(app.url).get('/api/conversations').set(operator.session.headers).expect(200)
    ).body as { id: string }[];
    for (const body of [{ message: 'Paid the intro, thanks!', prospectId: priya }, { message: 'Hello' }]) {
      await request(app.url)
        .post(`/api/conversations/${conversation!.id}/messages`)
        .set(operator.session.headers)
        .send(body)
        .expect(201);
    }
  });
  afterAll(() => app?.close());

  it('lists every event of the prospect and the invitation’s bounty changes, in log order, with who and when', async () => {
    const answer = (await history(operator.session).expect(200)).body as ProspectHistoryAnswer;
    expect(answer).toMatchObject({
      prospectId: priya,
      invitationId: nora.invitationId,
      operatorId: operator.user.id,
      networkerUserId: nora.networkerUserId,
      prospect: {
        prospectName: 'Priya Patel',
        prospectTitle: 'VP Sales',
        prospectCompany: 'Stripe',
        prospectLinkedinUrl: 'https://linkedin.com/in/priya-patel',
        networkerNotes: 'We built the EU team together.',
        sourceType: 'networker_added',
      },
    });
    expect(answer.events.map((event) => event.type)).toEqual([
      'InvitationCreated',
      'ProspectSubmitted',
      'ProspectStatusChanged',
      'ProspectBountyTermsFixed',
      'InvitationBountiesChanged',
      'ProspectStatusChanged',
      'BountyEarned',
      'BountyApproved',
      'BountyPaid',
      'MessageSent',
    ]);
    const positions = answer.events.map((event) => event.position);
    expect(new Set(positions).size).toBe(positions.length);
    const submitted = answer.events[1]!;
    expect(submitted).toMatchObject({
      streamName: `prospect-${priya}`,
      revision: '0',
      actorUserId: nora.networkerUserId,
      actorName: 'Nora Networker',
      actorRole: 'networker',
    });
    expect(answer.events[9]!.data).toMatchObject({ message: 'Paid the intro, thanks!' });
    expect(answer.events[8]).toMatchObject({
      actorName: 'Olga Operator',
      actorRole: 'operator',
      data: expect.objectContaining({ method: 'venmo', reference: 'V-9' }),
    });
    // The networker of the prospect reads the same history.
    const noras = (await history(nora.session).expect(200)).body as ProspectHistoryAnswer;
    expect(noras.events.map((event) => event.id)).toEqual(answer.events.map((event) => event.id));
  });

  it('folds the prospect as it stood at any moment: terms frozen at approval, later bounties ignored', async () => {
    const before = (await stateAt(operator.session, '2020-01-01T00:00:00Z').expect(200))
      .body as ProspectStateAnswer;
    expect(before).toMatchObject({ eventsApplied: 0, status: null, lastEvent: null, prospectName: null });

    const atApproval = (await stateAt(nora.session, approvedAt).expect(200)).body as ProspectStateAnswer;
    expect(atApproval).toMatchObject({
      at: approvedAt,
      eventsApplied: 3,
      prospectName: 'Priya Patel',
      status: 'approved',
      terms: { introCents: 5000, meetingCents: 25000, winCents: 100000 },
      ledger: {},
    });

    const now = (await stateAt(operator.session).expect(200)).body as ProspectStateAnswer;
    expect(now).toMatchObject({
      status: 'intro_made',
      // Approved before the bounties changed: still the $50 intro bounty, now paid.
      terms: { introCents: 5000 },
      ledger: { intro: { state: 'paid', amountCents: 5000 } },
      lastEvent: { type: 'BountyPaid' },
    });
    expect(now.eventsApplied).toBe(7);
  });

  it('refuses outsiders with 403, bad input with 400, unknown prospects with 404, visitors with 401', async () => {
    const otto = await operatorReadyToInvite(app, 'Otto Other');
    const refused = await history(otto.session).expect(403);
    expect((refused.body as { message: string }).message).toBe(AUDIT_MESSAGES.notAParty);
    await stateAt(otto.session).expect(403);
    const { session: nils } = await networkerWithContacts(app, otto, ['Nobody Else']);
    await history(nils).expect(403);

    await history(operator.session, 'not-a-uuid').expect(400);
    await history(operator.session, '00000000-0000-4000-8000-000000000000').expect(404);
    const badAt = await stateAt(operator.session, 'yesterday').expect(400);
    expect(JSON.stringify(badAt.body)).toContain(AUDIT_MESSAGES.atInvalid);
    await request(app.url).get(`/api/audit/prospects/${priya}/history`).expect(401);
  });

  it('lets an auditor read every prospect and any stream, and nobody else read streams', async () => {
    const audrey = await auditor();
    const answer = (await history(audrey).expect(200)).body as ProspectHistoryAnswer;
    expect(answer.events).toHaveLength(10);
    const stream = (
      await request(app.url).get(`/api/audit/streams/prospect-${priya}`).set(audrey.headers).expect(200)
    ).body as StreamAnswer;
    expect(stream.events.map((event) => event.revision)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    await request(app.url).get('/api/audit/streams/not%20a%20stream').set(audrey.headers).expect(400);
    await request(app.url)
      .get(`/api/audit/streams/prospect-${priya}`)
      .set(operator.session.headers)
      .expect(403);
    // Auditors read; they change nothing.
    await request(app.url)
      .post(`/api/prospects/${priya}/status-updates`)
      .set(audrey.headers)
      .send({ status: 'meeting_scheduled' })
      .expect(403);
  });
});
