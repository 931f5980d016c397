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
  }
}

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
    store: new RedisStore({ client, prefix: `${config.redisKeyPrefix}:sess:`, ttl: SESSION_TTL_SECONDS }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_SECONDS * 1000 },
  });
  return {
    middleware,
    close: async () => {
      await client.close().catch(() => undefined);
    },
  };
}
