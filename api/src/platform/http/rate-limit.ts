import { HttpException, HttpStatus } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** 429 with a Retry-After header (the exception filter sets it from `retryAfterSeconds`). */
export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** Seconds until a refused caller may try again. */
export function retryAfter(rejection: unknown): number {
  return rejection instanceof RateLimiterRes ? Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) : 60;
}

/** A counter shared by every API process through Redis: `points` per `durationSeconds` per key. */
export function redisLimiter(
  redis: Redis,
  keyPrefix: string,
  name: string,
  points: number,
  durationSeconds: number,
): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${keyPrefix}:rl:${name}`,
    points,
    duration: durationSeconds,
  });
}

/** Consumes one point for `key`, or throws TooManyRequests with `message`. */
export async function consumeOrRefuse(
  limiter: RateLimiterRedis,
  key: string,
  message: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    throw new TooManyRequests(message, retryAfter(rejection));
  }
}
