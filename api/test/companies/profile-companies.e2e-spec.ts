import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Company, CommandAnswer, IntroCompany, TargetCompany } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

describe('the companies on a profile', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'profile_companies' });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function aCompany(session: TestSession, name: string): Promise<Company> {
    const response = await request(app.url)
      .post('/api/companies/find-or-create')
      .set(session.headers)
      .send({ companyInput: name })
      .expect(200);
    return response.body as Company;
  }

  it("keeps an operator's target companies, with the role to meet, live and as events", async () => {
    const { user, session } = await registerUser(app);
    const stripe = await aCompany(session, 'Stripe');
    const notion = await aCompany(session, 'Notion');
    const path = `/api/operator-profiles/${user.id}/target-companies`;
    const { received } = await connectLiveSocket(app.url, session.cookie);

    const added = await request(app.url)
      .post(path)
      .set(session.headers)
      .send({ companyId: stripe.id, roleTitle: 'VP Sales' })
      .expect(201);
    expect((added.body as CommandAnswer).readModelsCaughtUp).toBe(true);
    expect((await invalidationAt(received, (added.body as CommandAnswer).position))?.keys).toEqual([[path]]);
    await request(app.url).post(path).set(session.headers).send({ companyId: notion.id }).expect(201);

    const list = await request(app.url).get(path).set(session.headers).expect(200);
    expect(list.body as TargetCompany[]).toEqual([
      { company: stripe, roleTitle: 'VP Sales' },
      { company: notion, roleTitle: null },
    ]);

    await request(app.url).delete(`${path}/${stripe.id}`).set(session.headers).expect(200);
    const after = await request(app.url).get(path).set(session.headers).expect(200);
    expect((after.body as TargetCompany[]).map((entry) => entry.company.name)).toEqual(['Notion']);
    await request(app.url).delete(`${path}/${stripe.id}`).set(session.headers).expect(404);

    const events = await app.sql<{ type: string }>(
      'SELECT type FROM events WHERE stream_name = $1 ORDER BY revision',
      [`operator-${user.id}`],
    );
    expect(events.map((event) => event.type)).toEqual([
      'OperatorTargetCompanyAdded',
      'OperatorTargetCompanyAdded',
      'OperatorTargetCompanyRemoved',
    ]);
  });

  it("keeps a networker's intro companies with notes and verification", async () => {
    const operator = await registerUser(app);
    const figma = await aCompany(operator.session, 'Figma');
    const { user, session } = await registerUser(app, { userType: 'networker' });
    const path = `/api/networker-profiles/${user.id}/intro-companies`;
    await request(app.url)
      .post(path)
      .set(session.headers)
      .send({ companyId: figma.id, notes: 'Former colleague', verified: true })
      .expect(201);
    const list = await request(app.url).get(path).set(session.headers).expect(200);
    expect(list.body as IntroCompany[]).toEqual([
      { company: figma, notes: 'Former colleague', verified: true },
    ]);
  });

  it('refuses an unknown company and a malformed id', async () => {
    const { user, session } = await registerUser(app);
    const path = `/api/operator-profiles/${user.id}/target-companies`;
    await request(app.url)
      .post(path)
      .set(session.headers)
      .send({ companyId: '3f1c1c7e-1111-4a4a-8b8b-123456789abc' })
      .expect(404);
    await request(app.url).post(path).set(session.headers).send({ companyId: 'acme' }).expect(400);
  });

  it("refuses another user's lists", async () => {
    const owner = await registerUser(app);
    const intruder = await registerUser(app);
    const acme = await aCompany(owner.session, 'Acme');
    const path = `/api/operator-profiles/${owner.user.id}/target-companies`;
    await request(app.url).post(path).set(owner.session.headers).send({ companyId: acme.id }).expect(201);
    await request(app.url).get(path).set(intruder.session.headers).expect(403);
    await request(app.url).post(path).set(intruder.session.headers).send({ companyId: acme.id }).expect(403);
    await request(app.url).delete(`${path}/${acme.id}`).set(intruder.session.headers).expect(403);
    const list = await request(app.url).get(path).set(owner.session.headers).expect(200);
    expect(list.body as TargetCompany[]).toHaveLength(1);
  });
});
