import { Inject, Injectable } from '@nestjs/common';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import type { Redis } from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { redisLimiter, TooManyRequests } from '../../platform/http/rate-limit.js';
import { CLOCK, type Clock } from '../../platform/ports/clock.js';
import { REDIS } from '../../platform/redis/redis-connections.js';
import {
  accountSlowdownMs,
  type BackoffSettings,
  forgottenAtMs,
  type PairFailures,
  remainingWaitMs,
  withAttemptCounted,
} from './sign-in-backoff.js';

/** Tries to count an attempt while parallel attempts of the same pair keep changing its counter. */
const MAX_COUNTING_TRIES = 5;

/**
 * Replaces a pair's stored failures only if nobody changed them since they were read, and keeps the
 * account's record (one hash, a field per address) until its longest-remembered pair is forgotten.
 */
const SWAP_PAIR = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if (current or '') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
return 1`;

/** What an admitted attempt must do before its password is checked. */
export interface SignInAdmission {
  /** Milliseconds to hold the attempt: the account is above its ceiling of failures. */
  slowdownMs: number;
}

/**
 * Failed password sign-ins, counted per account and client address (each pair waits longer after each
 * failure) and per account (above a ceiling every attempt is slowed, none refused), in Redis, so every
 * API process counts together. See ADR 0027.
 */
@Injectable()
export class SignInThrottle {
  private readonly backoff: BackoffSettings;
  private readonly accountFailures: RateLimiterRedis;
  private readonly slowdownMs: number;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    const limits = config.rateLimits;
    this.backoff = {
      freeFailures: limits.signInFreeFailuresPerAddress,
      firstWaitMs: limits.signInFirstWaitSeconds * 1000,
      longestWaitMs: limits.signInLongestWaitSeconds * 1000,
    };
    this.slowdownMs = limits.signInSlowdownMs;
    this.accountFailures = redisLimiter(
      redis,
      config.redisKeyPrefix,
      'sign-in-failures',
      limits.signInFailuresPerAccountPerHour,
      3600,
    );
  }

  /**
   * Before the password is checked: refuses (429, Retry-After) while this pair must wait, else counts the
   * attempt as a failure of the pair until `succeeded` forgets it.
   */
  async admit(account: string, ip: string): Promise<SignInAdmission> {
    const key = this.pairsKey(account);
    for (let tries = 0; tries < MAX_COUNTING_TRIES; tries++) {
      const stored = await this.redis.hget(key, ip);
      const now = this.clock.now().getTime();
      const pair = parsePair(stored);
      const waitMs = remainingWaitMs(pair, now, this.backoff);
      if (waitMs > 0) {
        throw new TooManyRequests(AUTH_API_MESSAGES.tooManySignInAttempts, Math.ceil(waitMs / 1000));
      }
      const counted = withAttemptCounted(pair, now, this.backoff);
      const keepMs = forgottenAtMs(counted, this.backoff) - now;
      const swapped = await this.redis.eval(SWAP_PAIR, 1, key, ip, stored ?? '', formatPair(counted), keepMs);
      if (swapped === 1) return { slowdownMs: await this.slowdownFor(account) };
    }
    throw new TooManyRequests(AUTH_API_MESSAGES.tooManySignInAttempts, 1);
  }

  /** After a wrong password: one more failure towards the account-wide ceiling (the pair's is counted). */
  async failed(account: string): Promise<void> {
    await this.accountFailures.penalty(account, 1);
  }

  /** After the right password from this address: its pair starts afresh. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.redis.hdel(this.pairsKey(account), ip);
  }

  /** After a reset of the password or a passkey sign-in, which prove the owner: every counter goes. */
  async forgetAccount(account: string): Promise<void> {
    await this.redis.del(this.pairsKey(account));
    await this.accountFailures.delete(account);
  }

  private async slowdownFor(account: string): Promise<number> {
    const failures = (await this.accountFailures.get(account))?.consumedPoints ?? 0;
    return accountSlowdownMs(
      failures,
      this.config.rateLimits.signInFailuresPerAccountPerHour,
      this.slowdownMs,
    );
  }

  private pairsKey(account: string): string {
    return `${this.config.redisKeyPrefix}:sign-in-pairs:${account}`;
  }
}

function formatPair(pair: PairFailures): string {
  return `${pair.failures}:${pair.lastFailureAtMs}`;
}

function parsePair(stored: string | null): PairFailures | null {
  const match = stored ? /^(\d+):(\d+)$/.exec(stored) : null;
  return match ? { failures: Number(match[1]), lastFailureAtMs: Number(match[2]) } : null;
}
