import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { TooManyRequests } from '../../src/platform/http/rate-limit.js';
import { SignInThrottle } from '../../src/identity/security/sign-in-throttle.js';
import { uniqueEmail } from '../support/identity-client.js';
import { deleteRedisKeys, testRedisPrefix } from '../support/test-database.js';

/** The throttle on real Redis, with a clock the test moves: waits are read, never waited for. */
describe('the sign-in throttle', () => {
  let redis: Redis;
  let config: AppConfig;
  let nowMs = Date.UTC(2026, 0, 1);
  const clock = { now: () => new Date(nowMs) };

  beforeAll(() => {
    config = loadConfig({
      NODE_ENV: 'test',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: testRedisPrefix('throttle'),
      SIGN_IN_FREE_FAILURES_PER_ADDRESS: '2',
      SIGN_IN_FIRST_WAIT_SECONDS: '1',
      SIGN_IN_LONGEST_WAIT_SECONDS: '10',
      SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '3',
      SIGN_IN_SLOWDOWN_MS: '700',
    });
    redis = new Redis(config.redisUrl);
  });
  afterAll(async () => {
    redis?.disconnect();
    await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
  });

  const throttle = () => new SignInThrottle(redis, config, clock);

  /** The seconds a refused attempt is told to wait; null when it is admitted (and counted). */
  const retryAfter = async (account: string, ip: string): Promise<number | null> => {
    try {
      await throttle().admit(account, ip);
      return null;
    } catch (error) {
      if (error instanceof TooManyRequests) return error.retryAfterSeconds;
      throw error;
    }
  };

  /** An attempt that fails, as the password check would report it. */
  const fail = async (account: string, ip: string) => {
    await throttle().admit(account, ip);
    await throttle().failed(account);
  };

  it('makes a pair wait 1, 2, 4, 8 seconds after its free failures, up to the longest wait', async () => {
    const account = uniqueEmail('doubling');
    let admittedBeforeWaiting = 0;
    const waits: number[] = [];
    while (waits.length < 6) {
      const wait = await retryAfter(account, '203.0.113.1');
      if (wait === null) {
        await throttle().failed(account);
        if (waits.length === 0) admittedBeforeWaiting++;
      } else {
        waits.push(wait);
        nowMs += wait * 1000;
      }
    }
    // Two free failures, and a third that starts the first wait.
    expect(admittedBeforeWaiting).toBe(3);
    expect(waits).toEqual([1, 2, 4, 8, 10, 10]);
  });

  it('counts every attempt of a burst from one pair, so parallel guesses cannot all pass as free', async () => {
    const account = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 10 }, () => retryAfter(account, '203.0.113.2')));
    const admitted = answers.filter((answer) => answer === null).length;
    // Two free failures, then the third attempt is admitted and makes the pair wait.
    expect(admitted).toBeLessThanOrEqual(3);
    expect(admitted).toBeGreaterThan(0);
  });

  it('slows every attempt on an account above its ceiling of failures, and refuses none from a new address', async () => {
    const account = uniqueEmail('ceiling');
    expect(await throttle().admit(account, '198.51.100.1')).toEqual({ slowdownMs: 0 });
    await throttle().failed(account);
    for (const ip of ['198.51.100.2', '198.51.100.3']) await fail(account, ip);
    expect(await throttle().admit(account, '198.51.100.4')).toEqual({ slowdownMs: 700 });
  });

  it('forgets a pair when its address signs in, and the whole account on forgetAccount', async () => {
    const account = uniqueEmail('forget');
    for (let failure = 0; failure < 3; failure++) {
      await fail(account, '192.0.2.1');
      await fail(account, '192.0.2.2');
    }
    expect(await retryAfter(account, '192.0.2.1')).toBeGreaterThan(0);
    await throttle().succeeded(account, '192.0.2.1');
    expect(await retryAfter(account, '192.0.2.1')).toBeNull();
    expect(await retryAfter(account, '192.0.2.2')).toBeGreaterThan(0);
    expect(await throttle().admit(account, '192.0.2.3')).toEqual({ slowdownMs: 700 });

    await throttle().forgetAccount(account);
    expect(await retryAfter(account, '192.0.2.2')).toBeNull();
    expect(await throttle().admit(account, '192.0.2.3')).toEqual({ slowdownMs: 0 });
  });
});
