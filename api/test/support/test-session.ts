import { randomUUID } from 'node:crypto';
import signature from 'cookie-signature';
import { Redis } from 'ioredis';
import { SESSION_COOKIE } from '../../src/platform/session/session.js';

/**
 * Signs a user in without the identity context: writes a session into Redis the way
 * express-session would, and answers the cookie header a browser would send.
 */
export async function signedInCookie(
  options: { redisUrl: string; keyPrefix: string; secret: string },
  user: { userId: string; activeRole?: 'operator' | 'networker' | 'auditor' },
): Promise<string> {
  const sessionId = randomUUID();
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
    };
    await redis.set(`${options.keyPrefix}:sess:${sessionId}`, JSON.stringify(session), 'EX', 3600);
  } finally {
    redis.disconnect();
  }
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${signature.sign(sessionId, options.secret)}`)}`;
}
