import { describe, expect, it } from '@jest/globals';
import { RECENT_AUTHENTICATION_WINDOW_MS } from '@referrals/contracts';
import { recentlyAuthenticated, recentUntil } from './recent-authentication.js';

describe('recent authentication', () => {
  const signedInAt = Date.parse('2026-11-21T10:00:00Z');
  const minutesLater = (minutes: number) => new Date(signedInAt + minutes * 60_000);

  it('lasts five minutes from the proof', () => {
    expect(RECENT_AUTHENTICATION_WINDOW_MS).toBe(5 * 60_000);
    expect(recentUntil(signedInAt)).toEqual(minutesLater(5));
  });

  it('counts a proof made within the window', () => {
    expect(recentlyAuthenticated(signedInAt, minutesLater(0))).toBe(true);
    expect(recentlyAuthenticated(signedInAt, minutesLater(4.9))).toBe(true);
  });

  it('no longer counts it once the window has passed', () => {
    expect(recentlyAuthenticated(signedInAt, minutesLater(5))).toBe(false);
    expect(recentlyAuthenticated(signedInAt, minutesLater(60 * 24))).toBe(false);
  });

  it('never counts a session that holds no proof, or one dated in the future', () => {
    expect(recentlyAuthenticated(undefined, minutesLater(0))).toBe(false);
    expect(recentlyAuthenticated(signedInAt, minutesLater(-1))).toBe(false);
  });
});
