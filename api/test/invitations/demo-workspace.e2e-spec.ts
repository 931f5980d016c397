import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvitationListItem, InvitationProspect, PublicInvitationAnswer } from '@referrals/contracts';
import request from 'supertest';
import { DEMO_PAGE_SLUG } from '../../src/demo/demo-workspace.js';
import { DEMO_OPERATOR } from '../../src/identity/demo/demo-operator.js';
import { loginUser } from '../support/identity-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the demo workspace', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'demo_workspace', env: { SEED_DEMO_OPERATOR: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives the demo operator a complete profile, an invitation with two recommended prospects and a public page, once', async () => {
    const session = await loginUser(app, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const list = async () =>
      (await request(app.url).get('/api/networker-invitations').set(session.headers).expect(200))
        .body as InvitationListItem[];
    // The workspace is written in the background once the app is up.
    let invitations = await list();
    const seeded = () => invitations.length === 2 && invitations.some((item) => item.prospectCount === 2);
    const deadline = Date.now() + 20_000;
    while (!seeded() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      invitations = await list();
    }
    expect(invitations).toHaveLength(2);
    const personal = invitations.find((item) => item.kind === 'personal');
    expect(personal).toMatchObject({
      inviteeName: 'Nora Networker',
      referralBounty: '250.00',
      prospectCount: 2,
    });
    const prospects = (
      await request(app.url).get(`/api/prospects/invitation/${personal!.id}`).set(session.headers).expect(200)
    ).body as InvitationProspect[];
    expect(prospects.map((prospect) => prospect.prospectName)).toEqual(['Priya Patel', 'Marcus Lee']);

    // The demo operator's page is served by name to anyone, from the seeded profile.
    const page = (await request(app.url).get(`/api/invite/${DEMO_PAGE_SLUG}`).expect(200))
      .body as PublicInvitationAnswer;
    expect(page).toMatchObject({ kind: 'generic', slug: DEMO_PAGE_SLUG, status: 'active' });
    expect(page.operatorProfile).toMatchObject({
      fullName: 'Dana Demo',
      meetingFormat: '30-minute video call',
    });

    // A second process start finds the history and adds nothing.
    const again = await startTestApp({
      label: 'demo_workspace',
      joining: app,
      env: { SEED_DEMO_OPERATOR: 'true' },
    });
    await again.close();
    expect(await list()).toHaveLength(2);
  });
});
