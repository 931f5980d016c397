import { RedisStore } from 'connect-redis';
import session from 'express-session';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    activeRole?: 'operator' | 'networker' | 'auditor';
  }
}

/** Sessions live in Redis so that every API process knows every session; the cookie only holds the id. */
export function createSessionMiddleware(config: AppConfig, redis: Redis): ReturnType<typeof session> {
  const secure = config.publicUrl.startsWith('https://');
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new RedisStore({
      client: redis,
      prefix: `${config.redisKeyPrefix}:sess:`,
      ttl: SESSION_TTL_SECONDS,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_TTL_SECONDS * 1000 },
  });
}
