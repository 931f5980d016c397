import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  BOUNTY_MESSAGES,
  type BountyLedgerAnswer,
  bountyStepRefusalMessage,
  type EventStore,
  type InvitationBountiesChangedData,
  type InvitationListItem,
  type InvitationProspect,
  type NetworkerWithProspects,
  invitationStream,
  prospectStream,
  usd,
  wonDealRefusalMessage,
} from '@referrals/contracts';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { EventWriter } from '../../src/platform/events/event-writer.js';
import { ReadYourWrites } from '../../src/platform/events/read-your-writes.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { registerNetworker } from '../support/networker-builders.js';
import { networkerWithContacts as withContacts } from '../support/pipeline-builders.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const messageOf = (response: { body: unknown }): string => (response.body as { message: string }).message;

describe('the bounty ledger', () => {
  let app: TestApp;
  let operator: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'bounty_ledger' });
    operator = await operatorReadyToInvite(app, 'Olivia Operator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const networkerWithContacts = (names: string[], bounties?: Record<string, number | null>) =>
    withContacts(app, operator, names, bounties);

  const as = () => operator.session.headers;
  const advance = (prospectId: string, status: string) =>
    request(app.url).patch(`/api/prospect-submissions/${prospectId}/status`).set(as()).send({ status });
  const wonDeal = (prospectId: string, body: unknown, headers = as()) =>
    request(app.url)
      .post(`/api/prospects/${prospectId}/won-deal`)
      .set(headers)
      .send(body as object);
  const approve = (prospectId: string, kind: string, headers = as()) =>
    request(app.url).post(`/api/prospects/${prospectId}/bounties/${kind}/approve`).set(headers).send({});
  const pay = (prospectId: string, kind: string, body: unknown, headers = as()) =>
    request(app.url)
      .post(`/api/prospects/${prospectId}/bounties/${kind}/payment`)
      .set(headers)
      .send(body as object);
  const networkerLedger = async (session: TestSession) =>
    (await request(app.url).get('/api/networker/bounty-ledger').set(session.headers).expect(200))
      .body as BountyLedgerAnswer;
  const operatorLedger = async (headers = as()) =>
    (await request(app.url).get('/api/operator/bounty-ledger').set(headers).expect(200))
      .body as BountyLedgerAnswer;
  const entry = (ledger: BountyLedgerAnswer, prospectId: string, kind: string) =>
    ledger.entries.find((item) => item.prospectId === prospectId && item.kind === kind);

  it('earns, approves and pays each bounty, and both sides read the same totals', async () => {
    const { session, contacts } = await networkerWithContacts(['Sam Seller']);
    const sam = contacts['Sam Seller']!;
    expect((await networkerLedger(session)).entries).toEqual([]);

    await advance(sam, 'under_review').expect(200);
    await advance(sam, 'approved').expect(200);
    let ledger = await networkerLedger(session);
    expect(ledger.entries.map((item) => [item.kind, item.state, item.amount])).toEqual([
      ['intro', 'upcoming', '50.00'],
      ['meeting', 'upcoming', '250.00'],
      ['win', 'upcoming', '1000.00'],
    ]);
    expect(entry(ledger, sam, 'intro')!.explanation).toBe('Earned when the introduction is made.');
    expect(ledger.totals).toMatchObject({ earned: '0.00', upcoming: '1300.00' });

    await advance(sam, 'intro_made').expect(200);
    ledger = await networkerLedger(session);
    expect(entry(ledger, sam, 'intro')).toMatchObject({
      state: 'earned',
      amount: '50.00',
      operatorName: 'Olivia Operator',
    });
    expect(entry(ledger, sam, 'intro')!.explanation).toContain("waiting for the operator's approval");

    await advance(sam, 'meeting_held').expect(200);
    await wonDeal(sam, { dealValue: 12345.67 }).expect(201);
    ledger = await networkerLedger(session);
    expect(
      ledger.entries
        .filter((item) => item.prospectId === sam)
        .map((item) => [item.kind, item.state, item.amount]),
    ).toEqual([
      ['intro', 'earned', '50.00'],
      ['meeting', 'earned', '250.00'],
      ['win', 'earned', '1000.00'],
      ['revenue_share', 'earned', '617.28'],
    ]);
    expect(entry(ledger, sam, 'revenue_share')!.dealValue).toBe('12345.67');

    await approve(sam, 'intro').expect(201);
    ledger = await networkerLedger(session);
    const approved = entry(ledger, sam, 'intro')!;
    expect(approved.state).toBe('approved');
    expect(approved.dueBy).not.toBeNull();
    expect(approved.explanation).toMatch(/^Approved; payment due by /);

    await pay(sam, 'intro', { method: 'paypal', reference: '  TX-42  ' }).expect(201);
    ledger = await networkerLedger(session);
    expect(entry(ledger, sam, 'intro')).toMatchObject({
      state: 'paid',
      paymentMethod: 'paypal',
      paymentReference: 'TX-42',
    });
    expect(ledger.totals).toEqual({
      earned: '1917.28',
      awaitingApproval: '1867.28',
      approved: '0.00',
      paid: '50.00',
      outstanding: '1867.28',
      upcoming: '0.00',
    });
    const owed = await operatorLedger();
    expect(owed.entries.filter((item) => item.prospectId === sam)).toHaveLength(4);
    expect(entry(owed, sam, 'meeting')!.networkerName).toBe('Nora Networker');
  });

  it('keeps the terms in force at approval when the invitation’s bounties change later', async () => {
    const { session, invitationId, contacts } = await networkerWithContacts([
      'Early Approved',
      'Later Approved',
    ]);
    await advance(contacts['Early Approved']!, 'approved').expect(200);
    await request(app.url)
      .put(`/api/networker-invitations/${invitationId}/bounties`)
      .set(as())
      .send({ introEmailBounty: 75, referralBounty: 300, revShareBounty: null })
      .expect(200);
    await advance(contacts['Later Approved']!, 'approved').expect(200);
    await advance(contacts['Early Approved']!, 'intro_made').expect(200);
    await advance(contacts['Later Approved']!, 'intro_made').expect(200);

    const ledger = await networkerLedger(session);
    expect(entry(ledger, contacts['Early Approved']!, 'intro')!.amount).toBe('50.00');
    expect(entry(ledger, contacts['Early Approved']!, 'win')!.amount).toBe('1000.00');
    expect(entry(ledger, contacts['Later Approved']!, 'intro')!.amount).toBe('75.00');
    expect(entry(ledger, contacts['Later Approved']!, 'win')).toBeUndefined();

    // The terms are in the prospect's own history, for a dispute.
    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const types: string[] = [];
    for await (const event of store.readStream(prospectStream(contacts['Early Approved']!)))
      types.push(event.type);
    expect(types).toEqual([
      'ProspectSubmitted',
      'ProspectStatusChanged',
      'ProspectBountyTermsFixed',
      'ProspectStatusChanged',
      'BountyEarned',
    ]);
  });

  it('freezes the invitation’s revenue share; one stated before ADR 0022 is the profile’s, as then', async () => {
    const { session, invitationId, contacts } = await networkerWithContacts(['Stated Share', 'Old Share']);
    await request(app.url)
      .put(`/api/networker-invitations/${invitationId}/bounties`)
      .set(as())
      .send({ referralBounty: 250, revenueSharePercent: 10, revenueShareMonths: 6 })
      .expect(200);
    await advance(contacts['Stated Share']!, 'approved').expect(200);
    // What the app wrote before the invitation stated its revenue share: three amounts only.
    const writer = app.running.app.get(EventWriter);
    const oldShape: InvitationBountiesChangedData = {
      invitationId,
      operatorId: operator.user.id,
      bounties: { introEmail: null, referral: usd(250), revShare: null },
    };
    const written = await writer.append(
      invitationStream(invitationId),
      [{ type: 'InvitationBountiesChanged', data: oldShape }],
      'stream_exists',
    );
    await app.running.app.get(ReadYourWrites).answer(written);
    await advance(contacts['Old Share']!, 'approved').expect(200);
    for (const [name, deal, share] of [
      ['Stated Share', 100_000, '10000.00'],
      ['Old Share', 100_000, '5000.00'],
    ] as const) {
      await advance(contacts[name]!, 'meeting_held').expect(200);
      await wonDeal(contacts[name]!, { dealValue: deal }).expect(201);
      expect(entry(await networkerLedger(session), contacts[name]!, 'revenue_share')!.amount).toBe(share);
    }
    // Each side reads the frozen terms with the prospect: on every ledger line and in the pipeline.
    expect(entry(await networkerLedger(session), contacts['Stated Share']!, 'meeting')!.terms).toEqual({
      introEmailBounty: null,
      referralBounty: '250.00',
      revShareBounty: null,
      revenueSharePercent: 10,
      revenueShareMonths: 6,
    });
    const pipeline = (
      await request(app.url).get(`/api/prospects/invitation/${invitationId}`).set(as()).expect(200)
    ).body as InvitationProspect[];
    expect(pipeline.find((prospect) => prospect.id === contacts['Old Share'])!.terms).toMatchObject({
      revenueSharePercent: 5,
      revenueShareMonths: 12,
    });
    const byNetworker = (
      await request(app.url).get('/api/operator/networkers-with-prospects').set(as()).expect(200)
    ).body as NetworkerWithProspects[];
    const stated = byNetworker
      .flatMap((networker) => networker.prospects)
      .find((prospect) => prospect.id === contacts['Stated Share']);
    expect(stated!.terms).toMatchObject({ referralBounty: '250.00', revenueSharePercent: 10 });
    const listed = (
      (await request(app.url).get('/api/networker-invitations').set(as()).expect(200))
        .body as InvitationListItem[]
    ).find((row) => row.id === invitationId);
    expect(listed).toMatchObject({ revenueSharePercent: 5, revenueShareMonths: 12 });
  });

  it('earns every bounty a change skips over, and none for an offer of nothing or a rejection', async () => {
    const { session, contacts } = await networkerWithContacts(['Skip Ahead', 'Rex Rejected'], {
      introEmailBounty: 50,
      referralBounty: null,
      revShareBounty: null,
    });
    await advance(contacts['Skip Ahead']!, 'review_completed').expect(200);
    await advance(contacts['Rex Rejected']!, 'rejected').expect(200);
    const ledger = await networkerLedger(session);
    expect(ledger.entries.map((item) => [item.prospectName, item.kind, item.state])).toEqual([
      ['Skip Ahead', 'intro', 'earned'],
    ]);
  });

  it('refuses steps out of order, bad input, and anyone but the invitation’s operator', async () => {
    const { session, contacts } = await networkerWithContacts(['Una Order']);
    const una = contacts['Una Order']!;
    await advance(una, 'meeting_scheduled').expect(200);

    expect(messageOf(await wonDeal(una, { dealValue: 1000 }).expect(400))).toBe(
      wonDealRefusalMessage('meeting_not_held'),
    );
    expect(messageOf(await approve(una, 'meeting').expect(400))).toBe(bountyStepRefusalMessage('not_earned'));
    expect(messageOf(await pay(una, 'intro', { method: 'venmo', reference: 'V1' }).expect(400))).toBe(
      bountyStepRefusalMessage('not_approved'),
    );
    expect(messageOf(await approve(una, 'bonus').expect(400))).toBe(BOUNTY_MESSAGES.kindInvalid);
    expect(messageOf(await pay(una, 'intro', { method: 'cash', reference: 'C1' }).expect(400))).toContain(
      BOUNTY_MESSAGES.methodInvalid,
    );
    expect(messageOf(await pay(una, 'intro', { method: 'venmo', reference: '   ' }).expect(400))).toContain(
      BOUNTY_MESSAGES.referenceRequired,
    );
    await pay(una, 'intro', { method: 'venmo', reference: 'x'.repeat(201) }).expect(400);
    for (const dealValue of [0, -5, 'a lot', 10.001, 2e9, null])
      await wonDeal(una, { dealValue }).expect(400);

    await approve(una, 'intro').expect(201);
    expect(messageOf(await approve(una, 'intro').expect(409))).toBe(
      bountyStepRefusalMessage('already_approved'),
    );
    await pay(una, 'intro', { method: 'direct_deposit', reference: 'ACH-7' }).expect(201);
    expect(messageOf(await pay(una, 'intro', { method: 'venmo', reference: 'V2' }).expect(409))).toBe(
      bountyStepRefusalMessage('already_paid'),
    );
    await advance(una, 'meeting_held').expect(200);
    await wonDeal(una, { dealValue: 500 }).expect(201);
    expect(messageOf(await wonDeal(una, { dealValue: 900 }).expect(409))).toBe(
      wonDealRefusalMessage('already_won'),
    );

    // Outsiders: another operator learns nothing, the networker and visitors may not act.
    const otherOperator = await operatorReadyToInvite(app, 'Oscar Other');
    await approve(una, 'meeting', otherOperator.session.headers).expect(404);
    await wonDeal(una, { dealValue: 10 }, otherOperator.session.headers).expect(404);
    await approve(una, 'meeting', session.headers).expect(403);
    await pay(una, 'meeting', { method: 'paypal', reference: 'P' }, session.headers).expect(403);
    await approve(una, 'meeting', (await visitorSession(app)).headers).expect(401);
    expect((await operatorLedger(otherOperator.session.headers)).entries).toEqual([]);
    const { session: stranger } = await registerNetworker(app, (await createInvitation(app, operator)).id);
    expect((await networkerLedger(stranger)).entries).toEqual([]);
    await request(app.url).get('/api/operator/bounty-ledger').set(session.headers).expect(403);
    await request(app.url)
      .get('/api/networker/bounty-ledger')
      .set((await visitorSession(app)).headers)
      .expect(401);
    expect(entry(await networkerLedger(session), una, 'meeting')!.state).toBe('earned');
  });
});
