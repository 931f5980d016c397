import { Redis, type RedisOptions } from 'ioredis';

export const REDIS = Symbol('REDIS');

/**
 * A Redis client that keeps trying to reconnect (the app rides out a Redis restart) but
 * fails commands quickly instead of queueing them forever while Redis is away.
 */
export function createRedis(redisUrl: string, options: RedisOptions = {}): Redis {
  return new Redis(redisUrl, {
    connectTimeout: 3000,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    ...options,
  });
}
