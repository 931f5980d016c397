import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CommandAnswer } from '@referrals/contracts';
import request from 'supertest';
import { signInTo, startTestApp, type TestApp } from '../support/test-app.js';
import { connectLiveSocket, invalidationAt, type LiveSocket } from '../support/live-socket.js';
import { TALLY_CONTEXT } from '../support/tally/tally.module.js';

describe('roles split across processes (APP_ROLES)', () => {
  let api: TestApp;
  let background: TestApp;
  let socket: LiveSocket | null = null;
  const { projectors } = TALLY_CONTEXT;

  beforeAll(async () => {
    api = await startTestApp({
      label: 'roles',
      env: { APP_ROLES: 'api' },
      ...TALLY_CONTEXT,
    });
    background = await startTestApp({
      label: 'roles',
      env: { APP_ROLES: 'projections,worker' },
      ...TALLY_CONTEXT,
      joining: api,
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await background?.close();
    await api?.close();
  });

  it('runs no projector in the api-only process and every projector in the projections process', async () => {
    expect(api.running.runner).toBeNull();
    const deadline = Date.now() + 20_000;
    while (
      (background.running.runner?.activeProjectors().length ?? 0) < projectors.length &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(background.running.runner?.activeProjectors().sort()).toEqual(
      projectors.map((p) => p.name).sort(),
    );
  });

  it('serves health checks but no product endpoint from a process without the api role', async () => {
    await request(background.url).get('/api/health').expect(200);
    await request(background.url).get('/api/test-tallies/x').expect(404);
  });

  it('answers a command once the other process has projected it, and its live update reaches the api process', async () => {
    const cookie = await signInTo(api, { userId: 'carol' });
    const live = await connectLiveSocket(api.url, cookie.cookie);
    socket = live.socket;

    const tally = randomUUID();
    const answer = (
      await request(api.url)
        .post(`/api/test-tallies/${tally}/increments`)
        .set(cookie.headers)
        .send({ by: 4 })
        .expect(201)
    ).body as CommandAnswer;
    expect(answer.readModelsCaughtUp).toBe(true);
    const read = await request(api.url).get(`/api/test-tallies/${tally}`).set(cookie.headers).expect(200);
    expect(read.body).toEqual({ total: 4, increments: 1 });

    expect((await invalidationAt(live.received, answer.position))?.keys).toEqual([
      ['/api/test-tallies', tally],
    ]);
  });
});
