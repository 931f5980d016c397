import { SESSION_COOKIE_NAME } from '@referrals/contracts';
import type { Page } from '@playwright/test';
import { Redis } from 'ioredis';

/** The e2e server's Redis key prefix (scripts/e2e-server.mjs names it after its database). */
const keyPrefix = process.env.E2E_DATABASE ?? 'referrals_test_e2e';

/**
 * Makes the page's sign-in `minutesAgo` old, as if the session cookie had been taken that long after
 * the sign-in: changes that need a recent proof of identity then ask for one. Edits the session the
 * server keeps in Redis (the cookie holds only its signed id).
 */
export async function ageSignIn(page: Page, minutesAgo: number): Promise<void> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === SESSION_COOKIE_NAME);
  if (!cookie) throw new Error('the page is not signed in');
  const signed = decodeURIComponent(cookie.value).replace(/^s:/, '');
  const key = `${keyPrefix}:sess:${signed.slice(0, signed.lastIndexOf('.'))}`;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const stored = await redis.get(key);
    if (!stored) throw new Error(`no session ${key} in Redis`);
    const session = JSON.parse(stored) as { authenticatedAt?: number };
    session.authenticatedAt = Date.now() - minutesAgo * 60_000;
    await redis.set(key, JSON.stringify(session), 'KEEPTTL');
  } finally {
    redis.disconnect();
  }
}
