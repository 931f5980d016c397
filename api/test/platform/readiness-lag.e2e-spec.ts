import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type CommandAnswer,
  comparePositions,
  parsePosition,
  type ReadinessReport,
} from '@referrals/contracts';
import request from 'supertest';
import { eventually } from '../support/notifications-test-app.js';
import { signInTo, startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';
import { TALLY_CONTEXT } from '../support/tally/tally.module.js';

describe('when no process runs the projections', () => {
  let app: TestApp;
  let cookie: TestSession;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'lag',
      env: { APP_ROLES: 'api', READ_YOUR_WRITES_TIMEOUT_MS: '300' },
      ...TALLY_CONTEXT,
    });
    cookie = await signInTo(app, { userId: 'dave' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a command after the bounded wait, saying the read models have not caught up', async () => {
    const started = Date.now();
    const answer = (
      await request(app.url)
        .post(`/api/test-tallies/${randomUUID()}/increments`)
        .set(cookie.headers)
        .send({ by: 1 })
        .expect(201)
    ).body as CommandAnswer;
    const waited = Date.now() - started;
    expect(answer.readModelsCaughtUp).toBe(false);
    expect(waited).toBeGreaterThanOrEqual(290);
    // Bounded, not the 30 s the other tests give their commands: a generous multiple of 300 ms for a busy machine.
    expect(waited).toBeLessThan(10_000);
  });

  it('reports the lag of each projector in the readiness check', async () => {
    const { position } = (
      await request(app.url)
        .post(`/api/test-tallies/${randomUUID()}/increments`)
        .set(cookie.headers)
        .send({ by: 1 })
        .expect(201)
    ).body as CommandAnswer;
    // The feed shows an event once every older transaction on the server has ended (another test
    // file's too): read the report once its head is this command's event, so both events count.
    const report = await eventually(
      async () => (await request(app.url).get('/api/health/ready').expect(200)).body as ReadinessReport,
      (found) =>
        found.eventStore.head !== null &&
        comparePositions(parsePosition(found.eventStore.head), parsePosition(position)) >= 0,
      20_000,
    );
    const tally = report.projections.find((projection) => projection.name === 'test-tally-totals');
    expect(tally).toMatchObject({ checkpoint: '0-0', behind: 2 });
    expect(tally!.lagMs).toBeGreaterThan(0);
    expect(report.eventStore.head).toMatch(/^\d+-\d+$/);
  });
});
