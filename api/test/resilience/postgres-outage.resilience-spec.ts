import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES } from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { eventually } from '../support/notifications-test-app.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { networkerWithContacts } from '../support/pipeline-builders.js';
import { TcpProxy } from '../support/tcp-proxy.js';
import { testServerUrl } from '../support/test-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CLIENTS = 6;
const OUTAGE_MS = 5000;
/** Longest a request may take to answer while Postgres is away: failing fast, not hanging. */
const FAST_MS = 2500;
const UNAVAILABLE = {
  statusCode: 503,
  error: API_MESSAGES.serviceUnavailable,
  message: API_MESSAGES.serviceUnavailable,
};

interface Answer {
  startedAt: number;
  ms: number;
  status: number;
  body: unknown;
}

/**
 * Postgres (events, read models, identity) goes away while operators keep changing statuses: every
 * request answers 503 at once with a clear message instead of hanging, the app recovers by itself when
 * Postgres returns, and no stream has a gap in its revisions.
 */
describe('commands through a Postgres outage', () => {
  const server = new URL(testServerUrl());
  const proxy = new TcpProxy(server.hostname, Number(server.port || 5432));
  let app: TestApp;
  let operator: RegisteredUser;
  let prospects: string[];

  beforeAll(async () => {
    app = await startTestApp({
      label: 'postgres_outage',
      postgresPort: await proxy.start(),
      env: {
        // Every projector reports each failed retry while Postgres is away; that is expected here.
        LOG_LEVEL: 'fatal',
        // Production's bound on a command's wait for its read models (test apps wait 30 s). A command
        // that committed just before the cut waits for projectors that cannot write until Postgres is
        // back: with 30 s, every client could be held in such a wait through the whole outage on a busy
        // machine (one run in three with a core taken), and no request would start while it lasts.
        READ_YOUR_WRITES_TIMEOUT_MS: '2000',
      },
    });
    operator = await operatorReadyToInvite(app);
    const names = ['Ann', 'Ben', 'Cy', 'Dee'].map((name) => `${name} Load`);
    const { contacts } = await networkerWithContacts(app, operator, names);
    prospects = names.map((name) => contacts[name]!);
  });
  afterAll(async () => {
    proxy.restore();
    await app?.close();
    await proxy.close();
  });

  /**
   * A status change, or every third round a screen's read (read models through the app's database pool).
   * One that gets no answer within 15 s is recorded with status 0 and what it was, so the test names it.
   */
  async function step(client: number, round: number): Promise<Answer> {
    const startedAt = Date.now();
    const read = round % 3 === 2;
    try {
      const response = await (
        read
          ? request(app.url).get('/api/networker-invitations').set(operator.session.headers)
          : request(app.url)
              .post(`/api/prospects/${prospects[client % prospects.length]}/status-updates`)
              .set(operator.session.headers)
              .send({ status: 'under_review', notes: `Client ${client}, round ${round}` })
      ).timeout(15_000);
      return { startedAt, ms: Date.now() - startedAt, status: response.status, body: response.body };
    } catch (error) {
      if ((error as { timeout?: unknown }).timeout === undefined) throw error;
      const what = read ? 'a read' : 'a status change';
      return { startedAt, ms: Date.now() - startedAt, status: 0, body: `${what}: no answer within 15 s` };
    }
  }

  /** Clients sending requests one after another until `stop` says so. */
  async function load(stop: () => boolean, answers: Answer[]): Promise<void> {
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let round = 0; !stop(); round++) answers.push(await step(client, round));
      }),
    );
  }

  it('answers 503 fast while Postgres is away, recovers on its own, and leaves every stream gapless', async () => {
    const answers: Answer[] = [];
    let cutAt = 0;
    let restoredAt = 0;
    const recovered = () =>
      answers.filter((answer) => answer.startedAt > restoredAt && answer.status === 201).length >= CLIENTS;
    let giveUpAt = Infinity;
    const running = load(() => (restoredAt > 0 && recovered()) || Date.now() > giveUpAt, answers);
    await eventually(
      async () => answers.filter((answer) => answer.status === 201).length,
      (accepted) => accepted >= CLIENTS,
      20_000,
    );

    proxy.cut();
    cutAt = Date.now();
    const readyStartedAt = Date.now();
    const ready = await request(app.url).get('/api/health/ready').timeout(15_000);
    const readyMs = Date.now() - readyStartedAt;
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - cutAt)));
    proxy.restore();
    restoredAt = Date.now();
    giveUpAt = restoredAt + 30_000;
    await running;
    expect(recovered()).toBe(true);

    const duringOutage = answers.filter(
      (answer) => answer.startedAt >= cutAt && answer.startedAt + answer.ms < restoredAt,
    );
    expect(duringOutage.length).toBeGreaterThan(CLIENTS);
    expect(duringOutage.filter((answer) => answer.ms > FAST_MS)).toEqual([]);
    expect(duringOutage.filter((answer) => answer.status !== 503)).toEqual([]);
    expect(duringOutage.map((answer) => answer.body)).toEqual(duringOutage.map(() => UNAVAILABLE));
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', checks: { postgres: 'down', redis: 'up' } });
    expect(readyMs).toBeLessThan(FAST_MS + 1000);
    // Nothing else fails: a request either works (200, 201), loses a race (409) or meets the outage (503).
    expect(
      answers
        .filter((answer) => ![200, 201, 409, 503].includes(answer.status))
        .map((answer) => ({
          ...answer,
          startedAfterCutMs: answer.startedAt - cutAt,
          outageMs: restoredAt - cutAt,
        })),
    ).toEqual([]);

    const readyAgain = await eventually(
      () => request(app.url).get('/api/health/ready'),
      (response) => response.status === 200,
    );
    expect(readyAgain.body).toMatchObject({ status: 'ready' });
    const gaps = await app.sql(
      `SELECT e.stream_name, count(*)::int AS events, min(e.revision)::int AS first, max(e.revision)::int AS last,
              max(s.revision)::int AS stream_revision
       FROM events e JOIN streams s USING (stream_name)
       GROUP BY e.stream_name
       HAVING min(e.revision) <> 0 OR max(e.revision) <> count(*) - 1 OR max(e.revision) <> max(s.revision)`,
    );
    expect(gaps).toEqual([]);
    const accepted = answers.filter((answer) => answer.status === 201).length;
    const [changes] = await app.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM events WHERE type = 'ProspectStatusChanged' AND stream_name = ANY($1)`,
      [prospects.map((id) => `prospect-${id}`)],
    );
    expect(changes!.count).toBeGreaterThanOrEqual(accepted);
  }, 90_000);
});
