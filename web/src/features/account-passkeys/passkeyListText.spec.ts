import { describe, expect, it } from '@jest/globals';
import { passkeyAdded, passkeyLabel, passkeyLastUsed } from './passkeyListText';

describe('how the profile lists a passkey', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('names it by its device, or plainly when its device was never recorded', () => {
    expect(passkeyLabel({ deviceName: 'Chrome on macOS' })).toBe('Chrome on macOS');
    expect(passkeyLabel({ deviceName: null })).toBe('Passkey');
  });

  it('says when it was added, to the minute', () => {
    const createdAt = '2026-11-02T12:00:00Z';
    const local = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(new Date(createdAt));
    expect(passkeyAdded({ createdAt })).toMatch(/^Added Nov \d, 2026, /);
    expect(passkeyAdded({ createdAt }).endsWith(local)).toBe(true);
  });

  it('says when it last signed in, recently as an age and long ago as a date', () => {
    expect(passkeyLastUsed({ lastUsedAt: null }, now)).toBe('Not used to sign in yet');
    expect(passkeyLastUsed({ lastUsedAt: '2026-11-21T11:59:30Z' }, now)).toBe('Last used just now');
    expect(passkeyLastUsed({ lastUsedAt: '2026-11-18T12:00:00Z' }, now)).toBe('Last used 3d ago');
    expect(passkeyLastUsed({ lastUsedAt: '2026-10-01T12:00:00Z' }, now)).toBe('Last used on Oct 1, 2026');
  });
});
