import { Redis } from 'ioredis';
import signature from 'cookie-signature';
import { TEST_SESSION_SECRET, type TestApp } from './test-app.js';
import type { TestSession } from './test-session.js';

/** The Redis key under which express-session keeps this browser session. */
export function storedSessionKey(app: TestApp, session: TestSession): string {
  const signed = decodeURIComponent(session.cookie.slice(session.cookie.indexOf('=') + 1)).replace(/^s:/, '');
  const sessionId = signature.unsign(signed, TEST_SESSION_SECRET);
  if (sessionId === false) throw new Error('the session cookie is not signed with the test secret');
  return `${app.config.redisKeyPrefix}:sess:${sessionId}`;
}

/** Runs `work` on this browser session's stored data and its key, on a Redis connection of its own. */
export async function withStoredSession<T>(
  app: TestApp,
  session: TestSession,
  work: (redis: Redis, key: string) => Promise<T>,
): Promise<T> {
  const redis = new Redis(app.config.redisUrl);
  try {
    return await work(redis, storedSessionKey(app, session));
  } finally {
    redis.disconnect();
  }
}
