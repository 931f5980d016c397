import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CommandAnswer, ReadinessReport } from '@referrals/contracts';
import request from 'supertest';
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
    expect(waited).toBeLessThan(2000);
  });

  it('reports the lag of each projector in the readiness check', async () => {
    await request(app.url)
      .post(`/api/test-tallies/${randomUUID()}/increments`)
      .set(cookie.headers)
      .send({ by: 1 })
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = (await request(app.url).get('/api/health/ready').expect(200)).body as ReadinessReport;
    const tally = report.projections.find((projection) => projection.name === 'test-tally-totals');
    expect(tally).toMatchObject({ checkpoint: '0-0', behind: 2 });
    expect(tally!.lagMs).toBeGreaterThan(0);
    expect(report.eventStore.head).toMatch(/^\d+-\d+$/);
  });
});
