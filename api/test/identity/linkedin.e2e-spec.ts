import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  AUTH_API_MESSAGES,
  type AuthUser,
  CSRF_HEADER,
  type LinkedInCompleteRequest,
  type SessionAnswer,
  type UserAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { type LinkedInTestApp, startLinkedInTestApp } from '../support/linkedin-test-app.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import { walkThroughProvider, type WalkOptions } from '../support/openid-walk.js';
import { TestBrowser } from '../support/test-browser.js';

describe('LinkedIn sign-in through OpenID Connect', () => {
  let linkedin: LinkedInTestApp;
  let provider: LinkedInTestApp['provider'];
  let app: TestApp;
  let appUrl: URL;

  beforeAll(async () => {
    linkedin = await startLinkedInTestApp({ label: 'linkedin' });
    ({ app, provider } = linkedin);
    appUrl = new URL(linkedin.publicUrl);
  });
  afterAll(async () => {
    await linkedin?.close();
  });

  const at = (path: string): URL => new URL(path, appUrl);
  const isAppPage = (url: URL): boolean => url.origin === appUrl.origin && !url.pathname.startsWith('/api/');

  /** Follows the browser through redirects and the provider's pages; by default to a page of the app outside /api. */
  const walk = (browser: TestBrowser, start: URL, options: Partial<WalkOptions> = {}): Promise<URL> =>
    walkThroughProvider(browser, start, provider.issuer, { stopAt: isAppPage, ...options });

  const signInAtLinkedIn = (browser: TestBrowser, login: string, invitationUuid?: string): Promise<URL> =>
    walk(browser, at(`/api/auth/linkedin${invitationUuid ? `?invitationUuid=${invitationUuid}` : ''}`), {
      login,
    });

  async function session(browser: TestBrowser): Promise<SessionAnswer> {
    return (await (await browser.get(at('/api/auth/session'))).json()) as SessionAnswer;
  }

  async function complete(browser: TestBrowser, body: LinkedInCompleteRequest): Promise<Response> {
    const { csrfToken } = await session(browser);
    return browser.postJson(at('/api/auth/linkedin/complete'), body, { [CSRF_HEADER]: csrfToken });
  }

  const profileOf = (landing: URL) => ({
    fullName: landing.searchParams.get('fullName') ?? '',
    email: landing.searchParams.get('email') ?? '',
  });

  it('sends the browser to the provider with state, nonce and an S256 code challenge', async () => {
    const invitationUuid = randomUUID();
    const response = await request(app.url)
      .get(`/api/auth/linkedin?invitationUuid=${invitationUuid}`)
      .expect(302);

    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `${appUrl.origin}/api/auth/linkedin/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      state: expect.stringMatching(/^[\w-]{20,}$/) as unknown,
      nonce: expect.stringMatching(/^[\w-]{20,}$/) as unknown,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('registers a new member: the imported profile on /registration, then a signed-in networker', async () => {
    const browser = new TestBrowser();
    const invitationUuid = randomUUID();

    const landing = await signInAtLinkedIn(browser, 'ada', invitationUuid);

    expect(landing.pathname).toBe('/registration');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      fullName: 'Ada Example',
      email: 'ada@example.test',
      invitationUuid,
    });
    expect((await session(browser)).authenticated).toBe(false);

    const response = await complete(browser, {
      linkedinData: {
        fullName: 'Ada King',
        email: 'someone-else@example.test',
        title: 'Analyst',
        company: 'Engines Ltd',
      },
      invitationUuid,
      acceptTerms: true,
      bio: 'Knows everyone in computing.',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get(CSRF_HEADER)).toMatch(/^[0-9a-f]{64}$/);
    const { user } = (await response.json()) as UserAnswer;
    // The email is the one LinkedIn verified, whatever the page sent.
    expect(user).toMatchObject({
      name: 'Ada King',
      email: 'ada@example.test',
      userType: 'networker',
      activeRole: 'networker',
      hasNetworkerProfile: true,
      signInMethods: { password: false, passkeys: 0, linkedin: true },
    });
    const me = (await (await browser.get(at('/api/auth/me'))).json()) as AuthUser;
    expect(me).toMatchObject({ id: user.id, userType: 'networker', hasNetworkerProfile: true });
    expect(
      await app.sql('SELECT full_name, title, company, bio FROM networker_profiles WHERE user_id = $1', [
        user.id,
      ]),
    ).toEqual([
      {
        full_name: 'Ada King',
        title: 'Analyst',
        company: 'Engines Ltd',
        bio: 'Knows everyone in computing.',
      },
    ]);
    expect(
      await app.sql('SELECT issuer, subject FROM external_identities WHERE user_id = $1', [user.id]),
    ).toEqual([{ issuer: provider.issuer, subject: 'ada' }]);
  });

  it('signs a linked member straight in on the next LinkedIn sign-in', async () => {
    const first = new TestBrowser();
    const landing = await signInAtLinkedIn(first, 'babbage');
    const created = await complete(first, { linkedinData: profileOf(landing), acceptTerms: true });
    const { user } = (await created.json()) as UserAnswer;

    const returning = new TestBrowser();
    expect((await signInAtLinkedIn(returning, 'babbage')).pathname).toBe('/dashboard');
    expect(((await (await returning.get(at('/api/auth/me'))).json()) as AuthUser).id).toBe(user.id);

    const invited = new TestBrowser();
    const invitationUuid = randomUUID();
    const back = await signInAtLinkedIn(invited, 'babbage', invitationUuid);
    expect(`${back.pathname}${back.search}`).toBe(`/registration?success=true&invitation=${invitationUuid}`);
    expect((await session(invited)).user?.id).toBe(user.id);
  });

  it('refuses to complete without accepted terms or a name, and keeps the identity waiting', async () => {
    const browser = new TestBrowser();
    const linkedinData = profileOf(await signInAtLinkedIn(browser, 'carol'));

    const withoutTerms = await complete(browser, { linkedinData, acceptTerms: false });
    const withoutName = await complete(browser, {
      linkedinData: { ...linkedinData, fullName: '' },
      acceptTerms: true,
    });

    expect(withoutTerms.status).toBe(400);
    expect(((await withoutTerms.json()) as { message: string }).message).toBe(
      AUTH_API_MESSAGES.termsRequired,
    );
    expect(withoutName.status).toBe(400);
    expect(((await withoutName.json()) as { message: string }).message).toBe('Full name is required');
    expect((await complete(browser, { linkedinData, acceptTerms: true })).status).toBe(201);
  });

  it('refuses to complete when no LinkedIn identity waits in the session', async () => {
    const visitor = await visitorSession(app);

    const response = await request(app.url)
      .post('/api/auth/linkedin/complete')
      .set(visitor.headers)
      .send({ linkedinData: { fullName: 'Eve', email: 'eve@example.test' }, acceptTerms: true })
      .expect(400);

    expect((response.body as { message: string }).message).toBe(AUTH_API_MESSAGES.linkedinNothingPending);
    expect(AUTH_API_MESSAGES.linkedinNothingPending).toBe('Invalid LinkedIn data received');
  });

  it('never merges a LinkedIn identity into an existing account with the same email', async () => {
    const visitor = await visitorSession(app);
    const registered = await request(app.url)
      .post('/api/auth/register')
      .set(visitor.headers)
      .send({ name: 'Grace', email: 'grace@example.test', password: 'Correct-horse-1' })
      .expect(201);
    const owner = (registered.body as UserAnswer).user;
    const browser = new TestBrowser();

    const landing = await signInAtLinkedIn(browser, 'grace');

    expect(landing.pathname).toBe('/registration');
    expect((await session(browser)).authenticated).toBe(false);
    const response = await complete(browser, { linkedinData: profileOf(landing), acceptTerms: true });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      AUTH_API_MESSAGES.linkedinAccountEmailTaken,
    );
    expect((await session(browser)).authenticated).toBe(false);
    expect(await app.sql('SELECT user_id FROM external_identities WHERE subject = $1', ['grace'])).toEqual(
      [],
    );
    expect(await app.sql('SELECT id FROM users WHERE email = $1', ['grace@example.test'])).toEqual([
      { id: owner.id },
    ]);
  });

  it('answers a tampered state with the callback error, and a callback uses the sign-in up', async () => {
    const browser = new TestBrowser();
    const isCallback = (url: URL) =>
      url.origin === appUrl.origin && url.pathname === '/api/auth/linkedin/callback';
    const callback = await walk(browser, at('/api/auth/linkedin'), { login: 'dora', stopAt: isCallback });
    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'forged-state');

    const afterTampered = await walk(browser, tampered);
    const afterReplay = await walk(browser, callback);

    expect(`${afterTampered.pathname}${afterTampered.search}`).toBe(
      '/registration?error=linkedin_callback_failed',
    );
    expect(`${afterReplay.pathname}${afterReplay.search}`).toBe(
      '/registration?error=linkedin_callback_failed',
    );
    expect((await session(browser)).authenticated).toBe(false);
  });

  it('sends a member who declines at the provider back with linkedin_auth_failed', async () => {
    const landing = await walk(new TestBrowser(), at('/api/auth/linkedin'), { decline: true });

    expect(`${landing.pathname}${landing.search}`).toBe('/registration?error=linkedin_auth_failed');
  });
});

describe('LinkedIn sign-in without LinkedIn settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'linkedin_off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('redirects to the registration page with linkedin_auth_failed', async () => {
    const response = await request(app.url).get('/api/auth/linkedin').expect(302);

    expect(response.headers.location).toBe('/registration?error=linkedin_auth_failed');
    expect(((await request(app.url).get('/api/auth/session')).body as SessionAnswer).linkedinEnabled).toBe(
      false,
    );
  });
});
