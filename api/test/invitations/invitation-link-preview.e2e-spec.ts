import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVITATION_MESSAGES, PAGE_QUERY_ANSWERS_ELEMENT_ID, queryKey } from '@referrals/contracts';
import request from 'supertest';
import {
  COMPLETE_PROFILE,
  createInvitation,
  disableInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../support/operator-builders.js';
import { pageQueryAnswersIn, serveRealShell, WEB_INDEX } from '../support/served-pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** An antd component's class (`ant-btn`, `ant-checkbox`…), and a style antd's engine wrote for a component or token. */
const ANTD_CLASS = /class="[^"]*\bant-[a-z]/;
const ANTD_STYLE = /<style[^>]*data-(?:css|token)-hash/;

/** The content of a meta tag, read as a link preview's fetcher reads it: no script runs. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return tag?.[1];
}

describe('a shared invitation link unfurls (its first HTML response, no JavaScript)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'link-preview' });
    // Its title and description are replaced per invitation.
    serveRealShell(app);
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
      // Still the web app, rendered on the server (below).
      expect(html).toContain('<div id="root" data-server-rendered>');
    }
  });

  it('holds the page rendered on the server: greeting, bounties and prospects, hydrated by the app after its first paint', async () => {
    const operator = await operatorReadyToInvite(app, 'Rita Render');
    const invitation = await createInvitation(app, operator, {
      prospectName: 'Nora Networker',
      introEmailBounty: 50,
      referralBounty: 250,
    });
    await recommendProspect(app, operator, invitation.id, { prospectName: 'Priya Prospect' });
    for (const path of [`/invite/${invitation.slug}`, `/networker_invitation_page/${invitation.slug}`]) {
      // Compressed on the way.
      const page = await request(app.url)
        .get(path)
        .set('Accept-Encoding', 'gzip')
        .expect(200)
        .expect('content-encoding', 'gzip');
      const html = page.text;
      const root = html.slice(html.indexOf('<div id="root" data-server-rendered>'));
      expect(root).toContain('Hi Nora!</h1>');
      expect(root).toContain('$50');
      expect(root).toContain('$250');
      expect(root).toContain('Priya Prospect');
      expect(root).toContain('>Rita</p>');
      // It renders no antd component (ADR 0033), so hydrating it derives no antd design token: no antd
      // class in its HTML (an icon's `anticon` is not antd's style engine) and no antd style in its head.
      expect(root).not.toMatch(ANTD_CLASS);
      expect(html).not.toMatch(ANTD_STYLE);
      // The app's entry is asked for after the first paint, by the boot script written into the head
      // (it holds presses from before the body is read), which the page's policy allows by its hash alone.
      const boot = /<script data-app-entry="\/src\/main\.tsx">([^<]+)<\/script>/.exec(html);
      expect(boot).not.toBeNull();
      expect(html.indexOf(boot![0])).toBeLessThan(html.indexOf('</head>'));
      expect(html).not.toContain('<script type="module" src="/src/main.tsx">');
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(
        page.headers['content-security-policy'] as string,
      );
      const bootHash = createHash('sha256').update(boot![1]!).digest('base64');
      expect(scriptSources?.[1]).toBe(`'self' 'sha256-${bootHash}'`);
      expect(html).not.toContain('class="boot"');
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
    await recommendProspect(app, operator, invitation.id);
    const fromApi = await request(app.url).get(`/api/invitations/uuid/${invitation.slug}`).expect(200);
    const { id } = fromApi.body as { id: string };
    const prospects = await request(app.url).get(`/api/prospects/invitation/${id}`).expect(200);
    // The page's company avatars (no logo service here, so none has a logo): the route's own answers.
    const companies = ['Acme', 'Stripe', 'Figma', 'Notion'];
    const logos = await Promise.all(
      companies.map(async (company) => ({
        queryKey: queryKey('GET /api/logo/fetch', { key: [company] }),
        answer: (await request(app.url).get('/api/logo/fetch').query({ company }).expect(200))
          .body as unknown,
      })),
    );
    expect(logos.map(({ answer }) => answer)).toContainEqual({ logo: '', companyName: 'Notion' });
    const expectedAnswers = (asAnyone: object) => [
      {
        queryKey: queryKey('GET /api/invitations/uuid/:slug', { params: { slug: invitation.slug } }),
        answer: fromApi.body as unknown,
      },
      {
        queryKey: queryKey('GET /api/prospects/invitation/:invitationId', { params: { invitationId: id } }),
        answer: prospects.body as unknown,
        ...asAnyone,
      },
      ...logos,
    ];

    // A visitor without a session is anyone: the prospects as the route answers them, final.
    const html = (await request(app.url).get(`/invite/${invitation.slug}`).expect(200)).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- or not');
    expect(pageQueryAnswersIn(html)).toEqual(expectedAnswers({}));
    // With a session the viewer may be the operator, whom the route answers more: the same answer, as
    // anyone sees it, marked so that the browser asks for its own.
    const withSession = (
      await request(app.url).get(`/invite/${invitation.slug}`).set(operator.session.headers).expect(200)
    ).text;
    expect(pageQueryAnswersIn(withSession)).toEqual(expectedAnswers({ asAnyone: true }));
    expect(prospects.body).toEqual([expect.objectContaining({ prospectName: 'Priya Prospect' })]);
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
    expect(html).toContain('Invitation Disabled');
  });

  it('leaves an unknown invitation, a preview opened without a session and other pages with the shell as built', async () => {
    for (const path of ['/dashboard', '/invite/no-such-invitation', '/invite/a%2Fb', '/invite/x/preview']) {
      const html = (await request(app.url).get(path).expect(200)).text;
      expect(html).toBe(WEB_INDEX);
    }
  });

  it("renders a preview's shell for a viewer with a session cookie, with nothing of the invitation in it", async () => {
    const operator = await operatorReadyToInvite(app, 'Dana Demo');
    const invitation = await createInvitation(app, operator, { prospectName: 'Nora Networker' });
    await recommendProspect(app, operator, invitation.id, { prospectName: 'Priya Prospect' });
    for (const path of [
      `/invite/${invitation.id}/preview`,
      `/networker_invitation_page/${invitation.id}/preview`,
    ]) {
      // Any session cookie: the shell is the same for everyone, and the browser checks who it is.
      const html = (await request(app.url).get(path).set({ Cookie: 'sid=s%3Aanything' }).expect(200)).text;
      const rendered = html.slice(html.indexOf('<div id="root" data-server-rendered>'));
      expect(rendered).toContain(INVITATION_MESSAGES.previewBadge);
      expect(rendered).toContain('aria-label="Loading the preview"');
      for (const privateWord of ['Nora', 'Priya', 'Dana', 'Acme']) expect(html).not.toContain(privateWord);
      expect(html).not.toContain(PAGE_QUERY_ANSWERS_ELEMENT_ID);
    }
  });

  it('renders the landing, legal and sign-in pages for a visitor without a session; with one, "/" is the browser\'s', async () => {
    const words: Record<string, string> = {
      '/': 'Warm introductions, powered by',
      '/legal': 'Terms of Service',
      '/login?redirect=%2Fearnings': 'Welcome back',
    };
    for (const [path, text] of Object.entries(words)) {
      const html = (await request(app.url).get(path).expect(200)).text;
      expect(html).toContain('<div id="root" data-server-rendered>');
      expect(html.slice(html.indexOf('data-server-rendered'))).toContain(text);
    }
    // The landing page, like the invitation's, is rendered without antd (ADR 0033); sign-in keeps it.
    const landing = (await request(app.url).get('/').expect(200)).text;
    expect(landing.slice(landing.indexOf('data-server-rendered'))).not.toMatch(ANTD_CLASS);
    expect(landing).not.toMatch(ANTD_STYLE);
    expect((await request(app.url).get('/login').expect(200)).text).toMatch(ANTD_STYLE);
    const withSession = { Cookie: 'theme=dark; sid=s%3Aanything' };
    const html = (await request(app.url).get('/').set(withSession).expect(200)).text;
    expect(html).toBe(WEB_INDEX);
    // Another cookie whose name ends like the session's is not a session.
    const withOtherCookie = (await request(app.url).get('/').set({ Cookie: 'xsid=1' }).expect(200)).text;
    expect(withOtherCookie).toContain('data-server-rendered');
  });
});
