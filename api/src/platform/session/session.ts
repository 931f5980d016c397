import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { createClient } from 'redis';
import type { Logger } from 'pino';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_DAYS } from '@referrals/contracts';
import type { AppConfig } from '../../config/app-config.js';

// From contracts: the cookie policy on the legal page names this cookie and its lifetime.
export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const SESSION_TTL_SECONDS = SESSION_LIFETIME_DAYS * 24 * 60 * 60;

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    activeRole?: 'operator' | 'networker' | 'auditor';
    /** When the session's expiry last moved (see renewSession). */
    renewedAt?: number;
  }
}

/**
 * A session's expiry moves with use, but not on every request: once this share of its lifetime has
 * passed since it last moved (3.4 hours of a signed-in session's 14 days, 72 s of a visitor's 2 hours),
 * a request saves it again, which moves its expiry in Redis and in the browser's cookie. In between, a
 * request neither writes the session to Redis nor signs a cookie again.
 */
const RENEWAL_SHARE = 0.01;

/** Marks the loaded session for saving when its expiry is due to move (see RENEWAL_SHARE). */
export const renewSession: RequestHandler = (request, _response, next) => {
  const { session } = request;
  const lifetime = session?.cookie.originalMaxAge;
  const left = session?.cookie.maxAge;
  if (session && lifetime && left !== undefined && lifetime - left >= lifetime * RENEWAL_SHARE) {
    session.renewedAt = Date.now();
  }
  next();
};

export interface Sessions {
  middleware: RequestHandler;
  close(): Promise<void>;
}

/**
 * Sessions live in Redis so that every API process knows every session; the cookie only
 * holds the signed id. connect-redis speaks node-redis, so sessions have their own client.
 */
export async function createSessions(config: AppConfig, logger: Logger): Promise<Sessions> {
  const client = createClient({ url: config.redisUrl });
  client.on('error', (error: unknown) => logger.warn({ err: error }, 'session store connection problem'));
  await client.connect();
  const secure = config.publicUrl.startsWith('https://');
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    // The expiry moves when a session is saved, by renewSession at the latest: no touch per request.
    store: new RedisStore({
      client,
      prefix: `${config.redisKeyPrefix}:sess:`,
      ttl: SESSION_TTL_SECONDS,
      disableTouch: true,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_SECONDS * 1000 },
  });
  return {
    middleware: (request, response, next) =>
      middleware(request, response, (error?: unknown) =>
        error ? next(error) : renewSession(request, response, next),
      ),
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}
