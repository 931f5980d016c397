import { describe, expect, it } from '@jest/globals';
import {
  accountSlowdownMs,
  type BackoffSettings,
  failuresInForce,
  PAIR_MEMORY_AFTER_WAIT_MS,
  remainingWaitMs,
  waitAfterFailures,
  withAttemptCounted,
} from './sign-in-backoff.js';

const settings: BackoffSettings = { freeFailures: 5, firstWaitMs: 1000, longestWaitMs: 900_000 };
const T0 = Date.UTC(2026, 0, 1);

describe('waitAfterFailures', () => {
  it('asks no wait for the free failures', () => {
    for (let failures = 0; failures <= 5; failures++) expect(waitAfterFailures(failures, settings)).toBe(0);
  });

  it('waits one second after the first failure beyond them, doubling with each further one', () => {
    expect([6, 7, 8, 9, 10].map((failures) => waitAfterFailures(failures, settings))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
  });

  it('never waits longer than the longest wait, however many failures', () => {
    expect(waitAfterFailures(15, settings)).toBe(512_000);
    expect(waitAfterFailures(16, settings)).toBe(900_000);
    expect(waitAfterFailures(5000, settings)).toBe(900_000);
  });

  it('makes the first failure wait when no failure is free', () => {
    expect(waitAfterFailures(1, { ...settings, freeFailures: 0 })).toBe(1000);
  });
});

describe('remainingWaitMs', () => {
  it('lets a pair without failures, or within its free ones, try at once', () => {
    expect(remainingWaitMs(null, T0, settings)).toBe(0);
    expect(remainingWaitMs({ failures: 5, lastFailureAtMs: T0 }, T0, settings)).toBe(0);
  });

  it('counts the wait from the last failure', () => {
    const pair = { failures: 8, lastFailureAtMs: T0 };
    expect(remainingWaitMs(pair, T0, settings)).toBe(4000);
    expect(remainingWaitMs(pair, T0 + 2500, settings)).toBe(1500);
    expect(remainingWaitMs(pair, T0 + 4000, settings)).toBe(0);
  });
});

describe('a pair over time', () => {
  it('waits longer after each failure, as long as it keeps failing', () => {
    let pair = null;
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      now += remainingWaitMs(pair, now, settings);
      pair = withAttemptCounted(pair, now, settings);
      waits.push(remainingWaitMs(pair, now, settings));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000]);
  });

  it('is forgotten an hour after its wait ends, and starts again with free failures', () => {
    const pair = { failures: 8, lastFailureAtMs: T0 };
    const forgotten = T0 + 4000 + PAIR_MEMORY_AFTER_WAIT_MS;
    expect(failuresInForce(pair, forgotten - 1, settings)).toBe(8);
    expect(failuresInForce(pair, forgotten, settings)).toBe(0);
    expect(withAttemptCounted(pair, forgotten, settings)).toEqual({
      failures: 1,
      lastFailureAtMs: forgotten,
    });
  });
});

describe('accountSlowdownMs', () => {
  it('slows every attempt on an account once its failures reach the ceiling, and refuses none', () => {
    expect(accountSlowdownMs(99, 100, 1000)).toBe(0);
    expect(accountSlowdownMs(100, 100, 1000)).toBe(1000);
    expect(accountSlowdownMs(5000, 100, 1000)).toBe(1000);
  });
});
