import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { redisLimiter, retryAfter, TooManyRequests } from '../../platform/http/rate-limit.js';
import { REDIS } from '../../platform/redis/redis-connections.js';

/**
 * Request limits per client address (sign-in attempts and email lookups per minute) and reset emails
 * per address per hour. Counters live in Redis, so every API process counts together. Failed
 * passwords are counted by SignInThrottle.
 */
@Injectable()
export class AuthRateLimits {
  private readonly signInAttemptsByIp: RateLimiterRedis;
  private readonly emailChecksByIp: RateLimiterRedis;
  private readonly resetEmailsByAddress: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const limits = config.rateLimits;
    const limiter = (name: string, points: number, duration: number) =>
      redisLimiter(redis, config.redisKeyPrefix, name, points, duration);
    this.signInAttemptsByIp = limiter('sign-in-ip', limits.signInAttemptsPerIpPerMinute, 60);
    this.emailChecksByIp = limiter('email-check-ip', limits.emailChecksPerIpPerMinute, 60);
    this.resetEmailsByAddress = limiter('reset-email', limits.passwordResetsPerEmailPerHour, 3600);
  }

  /** Before checking credentials (password or passkey): refuses when this IP tries too often, whichever accounts. */
  async signInAttempt(ip: string): Promise<void> {
    try {
      await this.signInAttemptsByIp.consume(ip);
    } catch (rejection) {
      throw new TooManyRequests(AUTH_API_MESSAGES.tooManySignInAttempts, retryAfter(rejection));
    }
  }

  async emailCheck(ip: string): Promise<void> {
    try {
      await this.emailChecksByIp.consume(ip);
    } catch (rejection) {
      throw new TooManyRequests(AUTH_API_MESSAGES.tooManyRequests, retryAfter(rejection));
    }
  }

  /** Whether another reset email may go to this address now (excess requests are dropped silently). */
  async mayEmailReset(email: string): Promise<boolean> {
    try {
      await this.resetEmailsByAddress.consume(email);
      return true;
    } catch {
      return false;
    }
  }
}
