import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ActivityItem,
  type CommandAnswer,
  DASHBOARD_QUERY_KEYS,
  type DashboardStats,
  type QueryInvalidation,
  type QueryKey,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket } from '../support/live-socket.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const NO_PROSPECTS = {
  submitted: 0,
  under_review: 0,
  approved: 0,
  intro_made: 0,
  meeting_scheduled: 0,
  meeting_held: 0,
  review_completed: 0,
  rejected: 0,
};

/** The invalidations of the event at `position` name this key, once they have arrived. */
async function invalidated(
  received: readonly QueryInvalidation[],
  position: string,
  key: QueryKey,
): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  const names = (message: QueryInvalidation) =>
    message.position === position && message.keys.some((each) => each[0] === key[0]);
  while (!received.some(names) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 10));
  return received.some(names);
}

describe('the dashboard’s stats and activity', () => {
  let app: TestApp;
  let operator: RegisteredUser;
  let nora: TestSession;
  let contacts: Record<string, string>;

  const advance = (by: RegisteredUser, prospectId: string, status: string) =>
    request(app.url)
      .patch(`/api/prospect-submissions/${prospectId}/status`)
      .set(by.session.headers)
      .send({ status })
      .expect(200);
  const post = (path: string, body: object = {}) =>
    request(app.url).post(path).set(operator.session.headers).send(body).expect(201);
  const stats = async (session: TestSession) =>
    (await request(app.url).get('/api/dashboard/stats').set(session.headers).expect(200))
      .body as DashboardStats;
  const activity = async (session: TestSession) =>
    (await request(app.url).get('/api/dashboard/activity').set(session.headers).expect(200))
      .body as ActivityItem[];

  beforeAll(async () => {
    app = await startTestApp({ label: 'dashboard' });
    operator = await operatorReadyToInvite(app, 'Olivia Operator');
    ({ session: nora, contacts } = await networkerWithContacts(app, operator, [
      'Priya Patel',
      'Sam Seller',
      'Rex Rejected',
      'Una Upward',
    ]));
    const [priya, sam, rex, una] = ['Priya Patel', 'Sam Seller', 'Rex Rejected', 'Una Upward'].map(
      (name) => contacts[name]!,
    ) as [string, string, string, string];
    for (const status of ['under_review', 'approved', 'intro_made', 'meeting_scheduled'])
      await advance(operator, priya, status);
    for (const status of ['under_review', 'approved', 'intro_made']) await advance(operator, una, status);
    await advance(operator, sam, 'meeting_held');
    await post(`/api/prospects/${sam}/won-deal`, { dealValue: 10000 });
    await advance(operator, rex, 'rejected');
    await post(`/api/prospects/${priya}/bounties/intro/approve`);
    await post(`/api/prospects/${priya}/bounties/intro/payment`, { method: 'paypal', reference: 'TX-1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the networker their own contacts’ figures and earnings by month', async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    const answer = await stats(nora);
    expect(answer).toMatchObject({
      role: 'networker',
      opportunities: 2,
      introductionsMade: 3,
      // Intros of $50 for Priya, Una and Sam, Sam's $250 meeting, $1000 win and 5% of $10,000.
      totalEarnings: '1900.00',
      funnel: { ...NO_PROSPECTS, intro_made: 1, meeting_scheduled: 1, meeting_held: 1, rejected: 1 },
      profileStatus: 'Active',
    });
    if (answer.role !== 'networker') throw new Error('expected the networker’s stats');
    expect(answer.earningsByMonth).toHaveLength(6);
    expect(answer.earningsByMonth.at(-1)).toEqual({ month: thisMonth, earned: '1900.00' });
    expect(answer.earningsByMonth.slice(0, 5).map((month) => month.earned)).toEqual(Array(5).fill('0.00'));
  });

  it('gives the operator their invitations’ figures and what they still owe', async () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(await stats(operator.session)).toEqual({
      role: 'operator',
      activeRequests: 2,
      completedMeetings: 1,
      funnel: { ...NO_PROSPECTS, intro_made: 1, meeting_scheduled: 1, meeting_held: 1, rejected: 1 },
      // All earned but Priya's paid intro.
      outstanding: '1850.00',
      // Everything Nora earned this month, paid or not, counts for the operator's month too.
      earningsByMonth: [
        ...Array.from({ length: 5 }, (): unknown => expect.objectContaining({ earned: '0.00' })),
        { month: thisMonth, earned: '1900.00' },
      ],
      profileStatus: 'Active',
    });
  });

  it('lists each side’s latest moves and bounty steps, newest first, at most 20', async () => {
    const noras = await activity(nora);
    expect(noras).toHaveLength(20);
    expect(noras.slice(0, 3).map(({ description, status }) => ({ description, status }))).toEqual([
      { description: 'Intro bounty of $50.00 paid for Priya Patel', status: 'paid' },
      { description: 'Intro bounty of $50.00 approved for Priya Patel', status: 'approved' },
      { description: 'Rex Rejected moved to Rejected', status: 'rejected' },
    ]);
    expect(noras.map((item) => item.description)).toEqual(
      expect.arrayContaining([
        'Win bounty of $1,000.00 earned for Sam Seller',
        'Revenue share of $500.00 earned for Sam Seller',
        'Una Upward moved to Introduction Made',
      ]),
    );
    const times = noras.map((item) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(noras.map((item) => item.id)).size).toBe(20);
    expect(await activity(operator.session)).toEqual(noras);
  });

  it('never counts another operator’s or another networker’s prospects', async () => {
    const before = { nora: await stats(nora), olivia: await stats(operator.session) };
    // Another networker on Olivia's invitations counts for her, not for Nora.
    await networkerWithContacts(app, operator, ['Otto Other'], undefined, {
      fullName: 'Otto Networker',
    });
    // Another operator's pipeline counts for neither.
    const oscar = await operatorReadyToInvite(app, 'Oscar Other');
    const { session: nick, contacts: nicks } = await networkerWithContacts(app, oscar, ['Zed Zero']);
    await advance(oscar, nicks['Zed Zero']!, 'intro_made');

    expect(await stats(nora)).toEqual(before.nora);
    expect(await stats(operator.session)).toMatchObject({
      activeRequests: 3,
      funnel: {
        ...NO_PROSPECTS,
        submitted: 1,
        intro_made: 1,
        meeting_scheduled: 1,
        meeting_held: 1,
        rejected: 1,
      },
      outstanding: '1850.00',
    });
    expect((await activity(operator.session))[0]).toMatchObject({
      id: expect.any(String),
      description: 'Otto Other was submitted',
      status: 'submitted',
    });
    expect((await activity(nora)).some((item) => /Otto|Zed/.test(item.description))).toBe(false);

    expect(await stats(oscar.session)).toMatchObject({
      role: 'operator',
      activeRequests: 1,
      completedMeetings: 0,
      outstanding: '50.00',
    });
    expect(await stats(nick)).toMatchObject({
      role: 'networker',
      introductionsMade: 1,
      totalEarnings: '50.00',
    });
    expect((await activity(nick)).map((item) => item.description)).toEqual([
      'Intro bounty of $50.00 earned for Zed Zero',
      'Zed Zero moved to Introduction Made',
      'Zed Zero was submitted',
    ]);
  });

  it('tells both sides’ screens to refetch when a prospect moves', async () => {
    const { session, contacts: fresh } = await networkerWithContacts(app, operator, ['Liv Live']);
    const operatorSocket = await connectLiveSocket(app.url, operator.session.cookie);
    const networkerSocket = await connectLiveSocket(app.url, session.cookie);
    try {
      const moved = (await advance(operator, fresh['Liv Live']!, 'intro_made')).body as CommandAnswer;
      for (const { received } of [operatorSocket, networkerSocket]) {
        expect(await invalidated(received, moved.position, DASHBOARD_QUERY_KEYS.stats)).toBe(true);
        expect(await invalidated(received, moved.position, DASHBOARD_QUERY_KEYS.activity)).toBe(true);
      }
    } finally {
      operatorSocket.socket.disconnect();
      networkerSocket.socket.disconnect();
    }
  });

  it('counts a held meeting that was reviewed as Review Completed, on both sides', async () => {
    const rita = await operatorReadyToInvite(app, 'Rita Reviewer');
    const { session: ned, contacts: neds } = await networkerWithContacts(app, rita, [
      'Ray Reviewed',
      'Mo Met',
    ]);
    await advance(rita, neds['Ray Reviewed']!, 'meeting_held');
    await advance(rita, neds['Mo Met']!, 'meeting_held');
    await request(app.url)
      .post('/api/reviews')
      .set(rita.session.headers)
      .send({ submissionId: neds['Ray Reviewed'], rating: 5, comment: 'A useful meeting.' })
      .expect(201);

    for (const viewer of [rita.session, ned]) {
      expect((await stats(viewer)).funnel).toEqual({ ...NO_PROSPECTS, meeting_held: 1, review_completed: 1 });
    }
    expect(await stats(rita.session)).toMatchObject({ completedMeetings: 2 });
  });

  it('refuses a signed-out caller', async () => {
    const visitor = await visitorSession(app);
    await request(app.url).get('/api/dashboard/stats').set(visitor.headers).expect(401);
    await request(app.url).get('/api/dashboard/activity').set(visitor.headers).expect(401);
  });
});
