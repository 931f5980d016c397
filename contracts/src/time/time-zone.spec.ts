import { describe, expect, it } from '@jest/globals';
import { canonicalTimeZone, isKnownTimeZone, knownTimeZoneOr } from './time-zone.js';

describe('time zones', () => {
  it('knows IANA names, in any case, and gives their canonical spelling', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone(' america/chicago ')).toBe('America/Chicago');
    expect(isKnownTimeZone('UTC')).toBe(true);
  });

  it('refuses names Intl does not know, and blanks', () => {
    for (const name of ['Austin', 'America/Austin', 'Mars/Olympus', '', '   '])
      expect(isKnownTimeZone(name)).toBe(false);
  });

  it('keeps a stored zone Intl knows (canonically spelled) and replaces free text or none with the fallback', () => {
    expect(knownTimeZoneOr('Europe/Berlin', 'UTC')).toBe('Europe/Berlin');
    expect(knownTimeZoneOr('america/chicago', 'UTC')).toBe('America/Chicago');
    expect(knownTimeZoneOr('Pacific Time', 'Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZoneOr('', 'Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZoneOr(undefined, 'Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZoneOr(null, 'Europe/Paris')).toBe('Europe/Paris');
  });
});
