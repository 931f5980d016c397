import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { consumeOrRefuse, redisLimiter } from '../platform/http/rate-limit.js';
import { REDIS } from '../platform/redis/redis-connections.js';

/**
 * The public logo lookup may call the logo provider for every new name: a per-address limit keeps
 * a script from using the server to hammer it. A page shows a few dozen avatars at most.
 */
@Injectable()
export class LogoLookupLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'logo-lookup-ip',
      config.rateLimits.logoLookupsPerIpPerMinute,
      60,
    );
  }

  consume(ip: string): Promise<void> {
    return consumeOrRefuse(this.limiter, ip, 'Too many logo lookups. Please try again in a minute.');
  }
}
