import { Inject, Injectable } from '@nestjs/common';
import {
  type JoinWaitlistAnswer,
  type JoinWaitlistRequest,
  WAITLIST_EVENT_TYPES,
  WAITLIST_MESSAGES as M,
  waitlistEntry,
  waitlistStream,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { IdentityOutbox } from '../../identity/persistence/identity-outbox.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { consumeOrRefuse, redisLimiter } from '../../platform/http/rate-limit.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import { WaitlistClaims } from './waitlist-claims.js';

const HOUR_SECONDS = 60 * 60;

/**
 * A sales operator joins the waitlist. The email's claim and the event are written in one
 * transaction (the event through the outbox, appended right after the commit and retried if the
 * store is away), so an entry is never half recorded. An email already on the list gets the same
 * answer and records nothing: the form must not reveal who else is on it.
 */
@Injectable()
export class JoinWaitlist {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(WaitlistClaims) private readonly claims: WaitlistClaims,
    @Inject(IdentityOutbox) private readonly outbox: IdentityOutbox,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'waitlist-ip',
      config.rateLimits.waitlistJoinsPerIpPerHour,
      HOUR_SECONDS,
    );
  }

  async join(request: JoinWaitlistRequest, visitorIp: string): Promise<JoinWaitlistAnswer> {
    await consumeOrRefuse(this.limiter, visitorIp, M.tooManyRequests);
    const entry = waitlistEntry(this.ids.uuid(), request);
    const joined = await this.dataSource.transaction(async (manager) => {
      if (!(await this.claims.claim(manager, entry.email, entry.entryId, this.clock.now()))) return false;
      await this.outbox.record(manager, [
        {
          streamName: waitlistStream(entry.entryId),
          type: WAITLIST_EVENT_TYPES.salesOperatorJoinedWaitlist,
          data: entry,
        },
      ]);
      return true;
    });
    if (joined) await this.outbox.flush();
    return { message: M.joined };
  }
}
