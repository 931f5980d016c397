import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { allProjectors } from '@referrals/projections';
import type { SessionAnswer } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { signInTo, startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import { signedInCookie } from '../support/test-session.js';
import { TALLY_CONTEXT } from '../support/tally/tally.module.js';

describe('the HTTP edge', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'edge',
      ...TALLY_CONTEXT,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers liveness with the roles of the process', async () => {
    const response = await request(app.url).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', roles: ['api', 'projections', 'worker'] });
  });

  it('answers readiness with Postgres, Redis, the event store and the lag of every projector', async () => {
    const response = await request(app.url).get('/api/health/ready').expect(200);
    expect(response.body).toMatchObject({
      status: 'ready',
      checks: { postgres: 'up', redis: 'up', eventStore: 'up' },
      eventStore: { adapter: 'postgres' },
    });
    const names = (response.body as { projections: { name: string }[] }).projections.map((lag) => lag.name);
    expect(names).toEqual([...allProjectors.map((projector) => projector.name), 'test-tally-totals']);
  });

  it('answers an unknown API path with the JSON 404 shape', async () => {
    const response = await request(app.url).get('/api/no/such/thing?x=1').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'No API endpoint at this path: GET /api/no/such/thing',
      message: 'No API endpoint at this path: GET /api/no/such/thing',
    });
  });

  it('serves the web app shell for any other path, so the client router can answer', async () => {
    const response = await request(app.url).get('/some/client/route').expect(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/legal', '/terms', '/privacy'])('serves the web app for the legal page at %s', async (path) => {
    const response = await request(app.url).get(path).expect(200);
    expect(response.text).toContain('<div id="root">');
  });

  it('gives every response a request id, reusing a sane one offered by the caller', async () => {
    const generated = await request(app.url).get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const offered = await request(app.url).get('/api/health').set('X-Request-Id', 'trace-123');
    expect(offered.headers['x-request-id']).toBe('trace-123');
    const hostile = await request(app.url).get('/api/health').set('X-Request-Id', 'bad id with spaces');
    expect(hostile.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('publishes the OpenAPI document at /api/docs-json and the browsable docs at /api/docs', async () => {
    const document = await request(app.url).get('/api/docs-json').expect(200);
    expect(document.body).toMatchObject({ info: { title: 'Bold API' } });
    expect(Object.keys((document.body as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/health/ready']),
    );
    await request(app.url).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('tells browsers and proxies to keep no copy of any API answer, above all the session and its CSRF token', async () => {
    const session = await request(app.url).get('/api/auth/session').expect(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect((session.body as SessionAnswer).csrfToken).toEqual(expect.any(String));
    const { session: signedIn } = await registerUser(app);
    const me = await request(app.url).get('/api/auth/me').set(signedIn.headers).expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    for (const path of ['/api/auth/me', '/api/no/such/thing', '/api/health', '/api/docs-json']) {
      const response = await request(app.url).get(path);
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
    // The web app's pages keep their own rule.
    expect((await request(app.url).get('/some/client/route')).headers['cache-control']).toBe('no-cache');
  });

  describe('validation', () => {
    it('refuses unknown fields with a 400 naming them', async () => {
      const response = await request(app.url)
        .post('/api/test-tallies/public/echo')
        .set((await visitorSession(app)).headers)
        .send({ by: 2, sneaky: true })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Unknown field "sneaky"',
        message: 'Unknown field "sneaky"',
      });
    });

    it('refuses bad values with every problem in one message', async () => {
      const response = await request(app.url)
        .post('/api/test-tallies/public/echo')
        .set((await visitorSession(app)).headers)
        .send({ by: 0.5 })
        .expect(400);
      expect((response.body as { message: string }).message).toContain('by must be an integer number');
    });

    it('answers malformed JSON with a 400, not a 500', async () => {
      const response = await request(app.url)
        .post('/api/test-tallies/public/echo')
        .set((await visitorSession(app)).headers)
        .set('Content-Type', 'application/json')
        .send('{"by": ')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Malformed JSON body',
        message: 'Malformed JSON body',
      });
    });

    it('accepts a valid body', async () => {
      await request(app.url)
        .post('/api/test-tallies/public/echo')
        .set((await visitorSession(app)).headers)
        .send({ by: 3 })
        .expect(201, { by: 3 });
    });
  });

  describe('access', () => {
    it('answers 401 to a signed-out caller of a signed-in route', async () => {
      const response = await request(app.url).get('/api/test-tallies/t1').expect(401);
      expect(response.body).toEqual({ statusCode: 401, error: 'Please log in', message: 'Please log in' });
    });

    it('refuses a route that declares no access rule, even to a signed-in user', async () => {
      const cookie = await signInTo(app, { userId: 'u-1' });
      await request(app.url).get('/api/test-tallies/unruled/route').set(cookie.headers).expect(403);
    });

    it('ignores a session cookie signed with another secret', async () => {
      const forged = await signedInCookie(
        {
          redisUrl: app.config.redisUrl,
          keyPrefix: app.config.redisKeyPrefix,
          secret: 'not-the-secret-of-this-app',
        },
        { userId: 'u-1' },
      );
      await request(app.url).get('/api/test-tallies/t1').set(forged.headers).expect(401);
    });
  });
});

describe('the HTTP edge with API_DOCS=false (the production default)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'edge_no_docs', env: { API_DOCS: 'false' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves neither the OpenAPI document nor the docs page', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs/swagger-ui.css']) {
      const response = await request(app.url).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    await request(app.url).get('/api/health').expect(200);
  });
});
