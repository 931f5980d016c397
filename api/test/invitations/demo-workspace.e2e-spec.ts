import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InvitationListItem, InvitationProspect } from '@referrals/contracts';
import request from 'supertest';
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

  it('gives the demo operator a complete profile, an invitation and two recommended prospects, once', async () => {
    const session = await loginUser(app, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    const list = async () =>
      (await request(app.url).get('/api/networker-invitations').set(session.headers).expect(200))
        .body as InvitationListItem[];
    // The workspace is written in the background once the app is up.
    let invitations = await list();
    for (let attempt = 0; attempt < 100 && invitations[0]?.prospectCount !== 2; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      invitations = await list();
    }
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({
      inviteeName: 'Nora Networker',
      referralBounty: '250.00',
      prospectCount: 2,
    });
    const prospects = (
      await request(app.url)
        .get(`/api/prospects/invitation/${invitations[0]!.id}`)
        .set(session.headers)
        .expect(200)
    ).body as InvitationProspect[];
    expect(prospects.map((prospect) => prospect.prospectName)).toEqual(['Priya Patel', 'Marcus Lee']);

    // A second process start finds the history and adds nothing.
    const again = await startTestApp({
      label: 'demo_workspace',
      joining: app,
      env: { SEED_DEMO_OPERATOR: 'true' },
    });
    await again.close();
    expect(await list()).toHaveLength(1);
  });
});
