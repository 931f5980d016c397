import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { servedRoutes } from '../support/route-inventory.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bodyFieldsByHandler } from '../support/body-fields.js';
import { FuzzClient } from './fuzz-support/fuzz-client.js';
import { FUZZ_TARGETS, type FuzzTarget } from './fuzz-support/fuzz-targets.js';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-support/fuzz-world.js';
import { fuzzedBodyText, oddPathSegment } from './fuzz-support/odd-input.js';
import { fingerprinter, settle } from './fuzz-support/store-fingerprint.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fixed so a failure can be replayed; fast-check prints it (and the path) with the counterexample. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_519);
const BODY_RUNS = Number(process.env.FUZZ_BODY_RUNS ?? 16);
const PATH_RUNS = Number(process.env.FUZZ_PATH_RUNS ?? 6);
/** The JSON body parser's limit: 100 KB. */
const BODY_LIMIT_BYTES = 100 * 1024;

const ROUTE_KEYS = Object.keys(FUZZ_TARGETS);
const TOO_LARGE = {
  statusCode: 413,
  error: 'Request body is too large (100 KB at most).',
  message: 'Request body is too large (100 KB at most).',
};

function pathFor(routePath: string, params: Record<string, string>): string {
  return routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${routePath}`);
    return value;
  });
}

/** A JSON body of exactly this many bytes: one string field. */
function bodyOfBytes(bytes: number): string {
  const frame = '{"padding":""}';
  return `{"padding":"${'x'.repeat(bytes - frame.length)}"}`;
}

describe('fuzzing every mutating endpoint (wrong types, odd keys, unicode, long strings)', () => {
  let app: TestApp;
  let world: FuzzWorld;
  let client: FuzzClient;
  let fields: Map<string, string[]>;
  let handlers: Map<string, string>;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'fuzz',
      env: {
        // dev-login is served outside production; the demo operator stays out of the way.
        NODE_ENV: 'development',
        SEED_DEMO_OPERATOR: 'false',
        // No worker: a queued email's later writes must not look like a refused request's.
        APP_ROLES: 'api,projections',
        // Enough requests from one address reach validation rather than the rate limits.
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        QUESTIONS_PER_IP_PER_HOUR: '10000',
        WAITLIST_JOINS_PER_IP_PER_HOUR: '10000',
        QUESTION_REPLIES_PER_OPERATOR_PER_HOUR: '10000',
        INVITATION_JOINS_PER_ACCOUNT_PER_HOUR: '10000',
      },
    });
    world = await buildFuzzWorld(app);
    await settle(app);
    client = new FuzzClient(app, world, await fingerprinter(app));
    fields = bodyFieldsByHandler(app.running.app);
    handlers = new Map(servedRoutes(app.running.app).map((route) => [route.key, route.handler]));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const target = (key: string): FuzzTarget => FUZZ_TARGETS[key]!;
  const routeOf = (key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return { method, path };
  };
  const exampleOf = (key: string) => target(key).example?.(world) ?? {};
  const ownPath = (key: string) => pathFor(routeOf(key).path, target(key).params?.(world) ?? {});

  it('fuzzes every mutating route the app serves, and no route that is gone', () => {
    const mutating = servedRoutes(app.running.app)
      .filter((route) => MUTATING.has(route.method))
      .map((route) => route.key);
    expect(mutating.length).toBeGreaterThan(40);
    expect(mutating.filter((key) => !(key in FUZZ_TARGETS))).toEqual([]);
    expect(ROUTE_KEYS.filter((key) => !mutating.includes(key))).toEqual([]);
  });

  it("sends an example body every route's validation accepts, so the fuzzing starts from valid input", async () => {
    const refused: string[] = [];
    for (const key of ROUTE_KEYS) {
      const body = JSON.stringify(exampleOf(key));
      const response = await client.send('example', target(key), {
        ...routeOf(key),
        path: ownPath(key),
        body,
      });
      const message = (response.body as { message?: string }).message;
      if (response.status === 400 && message !== target(key).exampleRefusal)
        refused.push(`${key}: ${message}`);
    }
    expect(refused).toEqual([]);
  }, 180_000);

  it('refuses with a 400 the values that made the validation libraries throw (found by this fuzzing)', async () => {
    const profile = 'PUT /api/operator-profile/:userId';
    const cases: [string, string][] = [
      ['POST /api/prospects/:id/won-deal', '{"dealValue":1e-7}'],
      ['PUT /api/networker-invitations/:id/bounties', '{"introEmailBounty":-9e-323}'],
      [profile, JSON.stringify({ ...exampleOf(profile), bountyAmount: { valueOf: 1, toString: 1 } })],
    ];
    const statuses: Record<string, number> = {};
    for (const [key, body] of cases) {
      const { method } = routeOf(key);
      statuses[key] = (
        await client.send('regression', target(key), { method, path: ownPath(key), body })
      ).status;
    }
    expect(statuses).toEqual(Object.fromEntries(cases.map(([key]) => [key, 400])));
  });

  it.each(ROUTE_KEYS)(
    '%s: fuzzed bodies never get a 500, and refused ones store nothing',
    async (key) => {
      const { method } = routeOf(key);
      const names = fields.get(handlers.get(key)!) ?? [];
      const path = ownPath(key);
      await fc.assert(
        fc.asyncProperty(fuzzedBodyText(names, exampleOf(key)), async (body) => {
          await client.send(key, target(key), { method, path, body });
        }),
        { numRuns: BODY_RUNS, seed: SEED + ROUTE_KEYS.indexOf(key), endOnFailure: true },
      );
    },
    90_000,
  );

  const withParams = ROUTE_KEYS.filter((key) => routeOf(key).path.includes(':'));
  it.each(withParams)(
    '%s: fuzzed path parameters never get a 500, and store nothing',
    async (key) => {
      const { method, path: template } = routeOf(key);
      const own = target(key).params!(world);
      const body = JSON.stringify(exampleOf(key));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(own)), oddPathSegment, async (param, segment) => {
          const path = pathFor(template, { ...own, [param]: segment });
          await client.send(`path ${key}`, target(key), { method, path, body });
        }),
        { numRuns: PATH_RUNS, seed: SEED + ROUTE_KEYS.indexOf(key), endOnFailure: true },
      );
    },
    60_000,
  );

  it('answers 413 in the API error shape to a body over 100 KB on every mutating route, and lets 100 KB through', async () => {
    const wrong: string[] = [];
    for (const key of ROUTE_KEYS) {
      const { method } = routeOf(key);
      const path = ownPath(key);
      for (const bytes of [1024 * 1024, BODY_LIMIT_BYTES + 1]) {
        const response = await client.send('size', target(key), { method, path, body: bodyOfBytes(bytes) });
        if (JSON.stringify(response.body) !== JSON.stringify(TOO_LARGE))
          wrong.push(`${key} (${bytes} bytes): ${response.status} ${response.text.slice(0, 200)}`);
      }
      const under = await client.send('size', target(key), {
        method,
        path,
        body: bodyOfBytes(BODY_LIMIT_BYTES),
      });
      if (under.status === 413) wrong.push(`${key} (${BODY_LIMIT_BYTES} bytes): 413`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);

  it('got past the access and rate-limit checks with most fuzzed bodies of every route', () => {
    const stopped = new Set([401, 403, 429]);
    const summary = Object.fromEntries(ROUTE_KEYS.map((key) => [key, client.statuses.get(key) ?? []]));
    const blocked = Object.entries(summary)
      .filter(
        ([, statuses]) => statuses.filter((status) => !stopped.has(status)).length < statuses.length / 2,
      )
      .map(([key, statuses]) => `${key}: ${statuses.join(' ')}`);
    if (process.env.FUZZ_SUMMARY)
      console.log(
        Object.entries(summary)
          .map(([k, v]) => `${k}: ${v.join(' ')}`)
          .join('\n'),
      );
    expect(blocked).toEqual([]);
  });
});
