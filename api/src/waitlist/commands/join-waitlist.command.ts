import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type JoinWaitlistAnswer,
  type JoinWaitlistRequest,
  WAITLIST_MESSAGES as M,
  waitlistEntry,
  waitlistStream,
} from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { accepted } from '../../kernel/decider.js';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { EventOutbox } from '../../platform/events/event-outbox.js';
import { consumeOrRefuse, redisLimiter } from '../../platform/http/rate-limit.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import { waitlistEntryDecider } from '../domain/waitlist-entry.js';
import { WaitlistClaims } from '../join-waitlist/waitlist-claims.js';

const HOUR_SECONDS = 60 * 60;

/** A sales operator joins the waitlist (the landing page's modal); anyone may, signed in or not. */
export class JoinWaitlist extends Command<JoinWaitlistAnswer> {
  constructor(
    readonly request: JoinWaitlistRequest,
    readonly visitorIp: string,
  ) {
    super();
  }
}

/**
 * The email's claim and the event are written in one transaction (the event through the outbox,
 * appended right after the commit and retried if the store is away), so an entry is never half
 * recorded. The decision is the entry's decider's, on its new stream, given whether the claim was
 * this entry's: an email already on the list gets the same answer and records nothing.
 */
@CommandHandler(JoinWaitlist)
export class JoinWaitlistHandler implements ICommandHandler<JoinWaitlist> {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(WaitlistClaims) private readonly claims: WaitlistClaims,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
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

  async execute({ request, visitorIp }: JoinWaitlist): Promise<JoinWaitlistAnswer> {
    await consumeOrRefuse(this.limiter, visitorIp, M.tooManyRequests);
    const entry = waitlistEntry(this.ids.uuid(), request);
    const batch = await this.dataSource.transaction(async (manager) => {
      const emailClaimed = await this.claims.claim(manager, entry.email, entry.entryId, this.clock.now());
      // The entry's id is new, so its stream is empty: the decider decides on its initial state.
      const events = accepted(
        waitlistEntryDecider.decide({ type: 'JoinWaitlist', entry }, waitlistEntryDecider.initialState, {
          emailClaimed,
        }),
      );
      if (events.length === 0) return null;
      return this.outbox.record(manager, [
        { streamName: waitlistStream(entry.entryId), expectedRevision: 'no_stream', events },
      ]);
    });
    if (batch) await this.outbox.deliver(batch);
    return { message: M.joined };
  }
}
