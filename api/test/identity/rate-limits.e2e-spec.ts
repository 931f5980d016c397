import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import request from 'supertest';
import { registerUser, uniqueEmail } from '../support/identity-client.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

/** Two API processes of one deployment (same database and Redis keys), with small limits. */
describe('guessing limits, counted across processes', () => {
  const limits = {
    SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '4',
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    EMAIL_CHECKS_PER_IP_PER_MINUTE: '1000',
  };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp({ label: 'limits', env: limits });
    second = await startTestApp({ label: 'limits_b', env: limits, joining: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const login = async (app: TestApp, email: string, password: string) => {
    const visitor = await visitorSession(app);
    return request(app.url).post('/api/auth/login').set(visitor.headers).send({ username: email, password });
  };

  it('locks an account after its failed sign-ins, on every process, even for the right password', async () => {
    const { email, password } = await registerUser(first);
    for (const app of [first, second, first, second]) {
      await login(app, email, 'Wrong-password-1').then((response) => expect(response.status).toBe(401));
    }
    for (const app of [first, second]) {
      const locked = await login(app, email, password);
      expect(locked.status).toBe(429);
      expect((locked.body as { message: string }).message).toBe(AUTH_API_MESSAGES.tooManySignInAttempts);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email, password } = await registerUser(first);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(first, email, 'Wrong-password-1')).status).toBe(401);
    }
    expect((await login(second, email, password)).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(first, email, 'Wrong-password-1')).status).toBe(401);
    }
    expect((await login(first, email, password)).status).toBe(200);
  });
});

describe('per-IP limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'ip_limits',
      env: { SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '3', EMAIL_CHECKS_PER_IP_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('limits sign-in attempts from one address, whichever accounts they target', async () => {
    const visitor = await visitorSession(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await request(app.url)
        .post('/api/auth/login')
        .set(visitor.headers)
        .send({ username: uniqueEmail('guess'), password: 'Wrong-password-1' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits email checks from one address with a clear message', async () => {
    const visitor = await visitorSession(app);
    const statuses: number[] = [];
    let last: request.Response | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await request(app.url)
        .post('/api/auth/check-email')
        .set(visitor.headers)
        .send({ email: uniqueEmail('probe') });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((last!.body as { message: string }).message).toBe(AUTH_API_MESSAGES.tooManyRequests);
  });
});
