import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SESSION_LIFETIME_DAYS } from '@referrals/contracts';
import request from 'supertest';
import { registerUser } from '../support/identity-client.js';
import { withStoredSession } from '../support/stored-session.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The stored session's expiry and its key's time to live in Redis, in ms from now. */
const storedExpiry = (app: TestApp, session: TestSession) =>
  withStoredSession(app, session, async (redis, key) => {
    const data = JSON.parse((await redis.get(key))!) as { cookie: { expires: string } };
    return {
      expiresInMs: new Date(data.cookie.expires).getTime() - Date.now(),
      ttlMs: await redis.pttl(key),
    };
  });

/** Makes the session look as if its expiry last moved `ms` ago (in Redis, as express-session keeps it). */
const lastMoved = (app: TestApp, session: TestSession, ms: number) =>
  withStoredSession(app, session, async (redis, key) => {
    const data = JSON.parse((await redis.get(key))!) as { cookie: { expires: string } };
    const expires = Date.now() + LIFETIME_MS - ms;
    data.cookie.expires = new Date(expires).toISOString();
    await redis.set(key, JSON.stringify(data), 'PX', expires - Date.now());
  });

/**
 * A signed-in session lasts 14 days after the last visit, and moves with use: not on every request
 * (a write to Redis and a cookie signed again each time), but once a hundredth of its lifetime (3.4 h)
 * has passed since it last moved.
 */
describe('a session’s expiry moving with use', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'session_renewal' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const me = (session: TestSession) => request(app.url).get('/api/auth/me').set(session.headers).expect(200);

  it('stays as it is on the requests soon after it moved: no new cookie, nothing written', async () => {
    const { session } = await registerUser(app);
    await lastMoved(app, session, HOUR_MS);
    const before = await storedExpiry(app, session);
    const answer = await me(session);
    expect(answer.headers['set-cookie']).toBeUndefined();
    const after = await storedExpiry(app, session);
    expect(Math.abs(after.expiresInMs - before.expiresInMs)).toBeLessThan(60_000);
    expect(after.ttlMs).toBeLessThan(LIFETIME_MS - HOUR_MS + 60_000);
  });

  it('moves 14 days ahead, in Redis and in the cookie, once 3.4 hours have passed since it last moved', async () => {
    const { session } = await registerUser(app);
    await lastMoved(app, session, 4 * HOUR_MS);
    const answer = await me(session);
    const cookie = (answer.headers['set-cookie'] as unknown as string[] | undefined)?.[0];
    expect(cookie).toBeDefined();
    // The same session, with its expiry moved.
    expect(cookie!.split(';')[0]).toBe(session.cookie);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie!)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(LIFETIME_MS - 60_000);
    const stored = await storedExpiry(app, session);
    expect(stored.expiresInMs).toBeGreaterThan(LIFETIME_MS - 60_000);
    expect(stored.ttlMs).toBeGreaterThan(LIFETIME_MS - 60_000);
    // And it is still the signed-in session.
    expect((await me(session)).headers['set-cookie']).toBeUndefined();
  });
});
