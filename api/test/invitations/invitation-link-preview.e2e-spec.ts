import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer, queryKey } from '@referrals/contracts';
import request from 'supertest';
import {
  COMPLETE_PROFILE,
  createInvitation,
  disableInvitation,
  operatorReadyToInvite,
} from '../support/operator-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The web app's real shell, as the build serves it: its title and description are replaced per invitation. */
const WEB_INDEX = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

/** The content of a meta tag, read as a link preview's fetcher reads it: no script runs. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return tag?.[1];
}

describe('a shared invitation link unfurls (its first HTML response, no JavaScript)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'link-preview' });
    writeFileSync(join(app.config.webDistDir, 'index.html'), WEB_INDEX);
  });

  afterAll(async () => {
    await app.close();
  });

  it("with the operator's name, company and bounties, at both of the page's addresses", async () => {
    const operator = await operatorReadyToInvite(app, 'Dana "Deals" <Demo>');
    const invitation = await createInvitation(app, operator, {
      prospectName: 'Nora Networker',
      introEmailBounty: 50,
      referralBounty: 250,
    });
    for (const path of [`/invite/${invitation.slug}`, `/networker_invitation_page/${invitation.slug}`]) {
      const page = await request(app.url)
        .get(path)
        .expect(200)
        .expect('content-type', /text\/html/);
      const html = page.text;
      expect(html).toContain('<title>Dana &#34;Deals&#34; &#60;Demo&#62; wants to connect with you</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      const description = metaContent(html, 'og:description');
      expect(description).toContain('Hi Nora!');
      expect(description).toContain('(Head of Sales at Acme)');
      expect(description).toContain('$50 intro · $250 meeting');
      expect(metaContent(html, 'description')).toBe(description);
      expect(metaContent(html, 'twitter:description')).toBe(description);
      expect(metaContent(html, 'og:title')).toBe(
        'Dana &#34;Deals&#34; &#60;Demo&#62; wants to connect with you',
      );
      expect(metaContent(html, 'og:url')).toBe(new URL(path, app.config.publicUrl).toString());
      expect(metaContent(html, 'og:image')).toBe(
        new URL('/social-card.png', app.config.publicUrl).toString(),
      );
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      // Still the web app: its root and script are untouched.
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<script type="module"');
    }
  });

  it('holds the invitation as its route answers it, in a script no value can close', async () => {
    const operator = await operatorReadyToInvite(app, 'Sam Script');
    const introMessage = 'Say hi </script><script>alert(1)</script> <!-- or not';
    await request(app.url)
      .put(`/api/operator-profile/${operator.user.id}`)
      .set(operator.session.headers)
      .send({ ...COMPLETE_PROFILE, fullName: 'Sam Script', introMessage })
      .expect(200);
    const invitation = await createInvitation(app, operator);
    const html = (await request(app.url).get(`/invite/${invitation.slug}`).expect(200)).text;
    const fromApi = await request(app.url).get(`/api/invitations/uuid/${invitation.slug}`).expect(200);

    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- or not');
    const element = new RegExp(
      `<script type="application/json" id="${PAGE_QUERY_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    const answers = JSON.parse(element![1]!) as PageQueryAnswer[];
    expect(answers).toEqual([
      {
        queryKey: queryKey('GET /api/invitations/uuid/:slug', { params: { slug: invitation.slug } }),
        answer: fromApi.body as unknown,
      },
    ]);
    expect((fromApi.body as { operatorProfile: { introMessage: string } }).operatorProfile.introMessage).toBe(
      introMessage,
    );
  });

  it('says a closed invitation is closed, without its bounties', async () => {
    const operator = await operatorReadyToInvite(app, 'Olive Operator');
    const invitation = await createInvitation(app, operator, { introEmailBounty: 50 });
    await disableInvitation(app, operator, invitation.id);
    const html = (await request(app.url).get(`/invite/${invitation.slug}`).expect(200)).text;
    expect(metaContent(html, 'og:title')).toBe('An invitation from Olive Operator');
    expect(metaContent(html, 'og:description')).toBe('This invitation is no longer active.');
  });

  it('leaves every other page, an unknown invitation and a preview with the shell as built', async () => {
    for (const path of ['/', '/login', '/invite/no-such-invitation', '/invite/a%2Fb', '/invite/x/preview']) {
      const html = (await request(app.url).get(path).expect(200)).text;
      expect(html).toBe(WEB_INDEX);
    }
  });
});
