import { randomBytes, randomUUID } from 'node:crypto';
import { CSRF_HEADER } from '@referrals/contracts';
import signature from 'cookie-signature';
import { Redis } from 'ioredis';
import { SESSION_COOKIE } from '../../src/platform/session/session.js';

/** A browser session as a test sends it: the cookie, and the headers a mutation needs (cookie and CSRF token). */
export interface TestSession {
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

/** The session of this cookie and CSRF token, with the headers a mutation sends. */
export function testSession(cookie: string, csrfToken: string): TestSession {
  return { cookie, csrfToken, headers: { Cookie: cookie, [CSRF_HEADER]: csrfToken } };
}

/**
 * Signs a user in without the identity context: writes a session (with its CSRF token) into
 * Redis the way express-session would, and answers what a browser would send.
 */
export async function signedInCookie(
  options: { redisUrl: string; keyPrefix: string; secret: string },
  user: { userId: string; activeRole?: 'operator' | 'networker' | 'auditor' },
): Promise<TestSession> {
  const sessionId = randomUUID();
  const csrfToken = randomBytes(32).toString('hex');
  const redis = new Redis(options.redisUrl);
  try {
    const session = {
      cookie: {
        originalMaxAge: 3_600_000,
        expires: new Date(Date.now() + 3_600_000).toISOString(),
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
      },
      userId: user.userId,
      activeRole: user.activeRole ?? 'operator',
      csrfToken,
    };
    await redis.set(`${options.keyPrefix}:sess:${sessionId}`, JSON.stringify(session), 'EX', 3600);
  } finally {
    redis.disconnect();
  }
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign(sessionId, options.secret)}`)}`;
  return testSession(cookie, csrfToken);
}
