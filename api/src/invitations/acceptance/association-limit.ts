import { Inject, Injectable } from '@nestjs/common';
import { NETWORKER_JOURNEY_MESSAGES } from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { consumeOrRefuse, redisLimiter } from '../../platform/http/rate-limit.js';
import { REDIS } from '../../platform/redis/redis-connections.js';

const HOUR_SECONDS = 60 * 60;

/**
 * Associating an invitation reads and appends to several streams in one transaction: a limit per
 * account keeps one signed-in script from making the server do that without end. Each well-formed
 * request counts, before anything is read.
 */
@Injectable()
export class AssociationLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'invitation-association-account',
      config.rateLimits.invitationJoinsPerAccountPerHour,
      HOUR_SECONDS,
    );
  }

  consume(userId: string): Promise<void> {
    return consumeOrRefuse(this.limiter, userId, NETWORKER_JOURNEY_MESSAGES.tooManyAssociations);
  }
}
