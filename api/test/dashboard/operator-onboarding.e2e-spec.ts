import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OnboardingStep, OperatorOnboarding } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { COMPLETE_PROFILE, createInvitation } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const ticked = (answer: OperatorOnboarding): Record<OnboardingStep, boolean> =>
  Object.fromEntries(answer.steps.map(({ step, done }) => [step, done])) as Record<OnboardingStep, boolean>;

describe("the new operator's onboarding checklist", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'operator_onboarding' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const checklist = async (session: TestSession) =>
    (await request(app.url).get('/api/dashboard/onboarding').set(session.headers).expect(200))
      .body as OperatorOnboarding;

  it('starts with every step open and ticks the profile and the first invitation as they happen', async () => {
    const operator = await registerUser(app, { name: 'Olivia Operator' });
    const fresh = await checklist(operator.session);
    expect(fresh.steps.map(({ step }) => step)).toEqual([
      'profile',
      'invitation',
      'share',
      'approval',
      'payout',
    ]);
    expect(ticked(fresh)).toEqual({
      profile: false,
      invitation: false,
      share: false,
      approval: false,
      payout: false,
    });
    expect(fresh.complete).toBe(false);

    // Saving the profile and creating an invitation both answer once the read models hold them.
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Olivia Operator' })
      .expect(200);
    expect(ticked(await checklist(operator.session))).toMatchObject({ profile: true, invitation: false });
    const invitation = await createInvitation(app, operator);
    expect(ticked(await checklist(operator.session))).toMatchObject({
      profile: true,
      invitation: true,
      share: false,
    });

    // A visitor opening the link is the share's signal (counted in the background: wait for the fact).
    const visitor = await visitorSession(app);
    await request(app.url)
      .post(`/api/invitations/${invitation.slug}/track-click`)
      .set(visitor.headers)
      .expect(200);
    const deadline = Date.now() + 15_000;
    let after = await checklist(operator.session);
    while (!ticked(after).share && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await checklist(operator.session);
    }
    expect(ticked(after)).toMatchObject({ share: true, approval: false, payout: false });
  });

  it('ticks the first approval and the first payout from the pipeline and the ledger', async () => {
    const operator = await registerUser(app, { name: 'Paula Payer' });
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Paula Payer' })
      .expect(200);
    const { contacts } = await networkerWithContacts(app, operator, ['Priya Patel']);
    // A networker joining through the invitation counts as shared too.
    expect(ticked(await checklist(operator.session))).toMatchObject({ share: true, approval: false });
    const prospect = `/api/prospects/${contacts['Priya Patel']!}`;
    const post = (path: string, body: object = {}) =>
      request(app.url).post(path).set(operator.session.headers).send(body).expect(201);
    await post(`${prospect}/status-updates`, { status: 'intro_made' });
    expect(ticked(await checklist(operator.session))).toMatchObject({ approval: true, payout: false });
    await post(`${prospect}/bounties/intro/approve`);
    await post(`${prospect}/bounties/intro/payment`, { method: 'paypal', reference: 'PP-1' });
    const done = await checklist(operator.session);
    expect(done.complete).toBe(true);
  });

  it('is an operator’s: a networker is refused', async () => {
    const operator = await registerUser(app, { name: 'Nina Owner' });
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Nina Owner' })
      .expect(200);
    const { session } = await networkerWithContacts(app, operator, []);
    await request(app.url).get('/api/dashboard/onboarding').set(session.headers).expect(403);
  });
});
