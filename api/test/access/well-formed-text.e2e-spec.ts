import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES } from '@referrals/contracts';
import request from 'supertest';
import { bodyFieldsByHandler } from '../support/body-fields.js';
import { registerUser } from '../support/identity-client.js';
import { COMPLETE_PROFILE } from '../support/operator-builders.js';
import { servedRoutes, type ServedRoute } from '../support/route-inventory.js';
import { signInTo, startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Raw JSON escapes: a NUL character and an unpaired (high) surrogate, as a client may send them. */
const BAD_JSON_TEXT = { nul: '"a\\u0000b"', loneSurrogate: '"a\\ud800b"' } as const;
const REFUSED = { status: 400, message: API_MESSAGES.malformedText };
/** Each walk calls every route a few times: room for a loaded 2-core machine. */
const WALK_TIMEOUT_MS = 180_000;

type Role = 'operator' | 'networker' | 'auditor';

interface Outcome {
  status: number;
  message: unknown;
}

describe('text with NUL characters or unpaired surrogates, on every route', () => {
  let app: TestApp;
  let routes: ServedRoute[];
  let fields: Map<string, string[]>;
  const sessions = new Map<Role, TestSession>();

  beforeAll(async () => {
    app = await startTestApp({
      label: 'well_formed_text',
      env: {
        NODE_ENV: 'development',
        SEED_DEMO_OPERATOR: 'false',
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
        QUESTIONS_PER_IP_PER_HOUR: '10000',
        WAITLIST_JOINS_PER_IP_PER_HOUR: '10000',
      },
    });
    routes = servedRoutes(app.running.app);
    fields = bodyFieldsByHandler(app.running.app);
    const { user } = await registerUser(app, { name: 'Tex Text' });
    for (const role of ['operator', 'networker', 'auditor'] as const) {
      sessions.set(role, await signInTo(app, { userId: user.id, activeRole: role }));
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A caller the route lets in, so the request gets past its access rule to the input checks. */
  async function callerOf(route: ServedRoute): Promise<TestSession> {
    if (route.rule?.kind !== 'signed-in') return visitorSession(app);
    return sessions.get(route.rule.roles[0] ?? 'operator')!;
  }

  async function call(route: ServedRoute, path: string, body?: string): Promise<Outcome> {
    const session = await callerOf(route);
    let pending = request(app.url)[route.method.toLowerCase() as 'get'](path).set(session.headers);
    if (body !== undefined) pending = pending.set('Content-Type', 'application/json').send(body);
    const response = await pending;
    return { status: response.status, message: (response.body as { message?: unknown }).message };
  }

  /** Every route's outcome, and the routes whose outcome is not the one expected. */
  async function walk(
    requestOf: (route: ServedRoute) => { path: string; body?: string } | null,
  ): Promise<Record<string, Outcome>> {
    const wrong: Record<string, Outcome> = {};
    let called = 0;
    for (const route of routes) {
      const sent = requestOf(route);
      if (!sent) continue;
      called += 1;
      const outcome = await call(route, sent.path, sent.body);
      if (outcome.status !== REFUSED.status || outcome.message !== REFUSED.message)
        wrong[route.key] = outcome;
    }
    expect(called).toBeGreaterThan(0);
    return wrong;
  }

  const withParams = (route: ServedRoute, value: string): string => route.path.replace(/:[A-Za-z]+/g, value);
  const uuidParams = (route: ServedRoute): string =>
    withParams(route, '00000000-0000-4000-8000-000000000000');

  it(
    'refuses a NUL (%00) in a path parameter with a 400',
    async () => {
      const wrong = await walk((route) =>
        route.path.includes(':') ? { path: withParams(route, 'a%00b') } : null,
      );
      expect(wrong).toEqual({});
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'never answers a server error to an undecodable path parameter (a lone surrogate, %ED%A0%80)',
    async () => {
      const failed: Record<string, Outcome> = {};
      for (const route of routes.filter((candidate) => candidate.path.includes(':'))) {
        const outcome = await call(route, withParams(route, '%ED%A0%80'));
        if (outcome.status >= 500 || outcome.status !== 400) failed[route.key] = outcome;
      }
      expect(failed).toEqual({});
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a NUL (%00) in a query string with a 400',
    async () => {
      const wrong = await walk((route) => ({ path: `${uuidParams(route)}?search=a%00b&q=%00` }));
      expect(wrong).toEqual({});
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'never answers a server error to undecodable bytes in a query string (%ED%A0%80)',
    async () => {
      const failed: Record<string, Outcome> = {};
      for (const route of routes) {
        const outcome = await call(route, `${uuidParams(route)}?search=%ED%A0%80&q=%ED%A0%80`);
        if (outcome.status >= 500) failed[route.key] = outcome;
      }
      expect(failed).toEqual({});
    },
    WALK_TIMEOUT_MS,
  );

  it.each(Object.entries(BAD_JSON_TEXT))(
    'refuses a body whose string fields hold a %s with a 400',
    async (_kind, badText) => {
      const wrong = await walk((route) => {
        if (!MUTATING.has(route.method)) return null;
        const names = fields.get(route.handler) ?? [];
        const entries = (names.length > 0 ? names : ['text']).map(
          (name) => `${JSON.stringify(name)}:${badText}`,
        );
        return { path: uuidParams(route), body: `{${entries.join(',')}}` };
      });
      expect(wrong).toEqual({});
    },
    WALK_TIMEOUT_MS,
  );

  it('refuses bad text nested deep in a body, in an array or as a key', async () => {
    const route = routes.find((candidate) => candidate.key === 'POST /api/auth/login')!;
    const bodies = [
      `{"username":"a@example.com","password":"x","extra":{"list":[1,{"deep":${BAD_JSON_TEXT.nul}}]}}`,
      `{"username":"a@example.com","password":"x","a\\ud800":1}`,
      `[${BAD_JSON_TEXT.loneSurrogate}]`,
    ];
    for (const body of bodies) {
      expect(await call(route, route.path, body)).toEqual(REFUSED);
    }
  });

  it('refuses one lone surrogate in an otherwise valid profile, before it reaches the event store', async () => {
    const { user, session } = await registerUser(app, { name: 'Olive Operator' });
    const profile = (fullName: string) =>
      request(app.url)
        .put(`/api/operator-profile/${user.id}`)
        .set(session.headers)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ ...COMPLETE_PROFILE, fullName }).replace('FULL_NAME', 'Olive\\ud800'));
    const refused = await profile('FULL_NAME');
    expect({ status: refused.status, message: (refused.body as Outcome).message }).toEqual(REFUSED);
    await profile('Olive Operator').expect(200);
  });

  it('still accepts surrogate pairs (emoji) and other unusual but well-formed text', async () => {
    const route = routes.find((candidate) => candidate.key === 'POST /api/auth/check-email')!;
    const outcome = await call(route, route.path, JSON.stringify({ email: 'emoji👩‍💻\u200b@example.com' }));
    expect(outcome.status).toBe(200);
  });
});
