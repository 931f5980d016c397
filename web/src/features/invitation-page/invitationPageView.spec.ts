import { describe, expect, it } from '@jest/globals';
import {
  displayAddress,
  formatLocalTime,
  knownTimeZone,
  operatorRegion,
  personInitials,
  telHref,
} from './invitationPageView';

describe('names', () => {
  it('takes initials from the first and last word', () => {
    expect(personInitials('nora van networker')).toBe('NN');
    expect(personInitials('Alex')).toBe('A');
    expect(personInitials('  ')).toBe('');
  });
});

describe('operator card', () => {
  it('shows the region, else the location, else SF', () => {
    expect(operatorRegion({ region: 'Bay Area', location: 'Oakland' })).toBe('Bay Area');
    expect(operatorRegion({ region: ' ', location: 'Oakland' })).toBe('Oakland');
    expect(operatorRegion({ region: '', location: '' })).toBe('SF');
  });

  it('uses the profile’s time zone only when it is a real one', () => {
    expect(knownTimeZone('America/New_York')).toBe('America/New_York');
    expect(knownTimeZone('Pacific Time (PT)')).toBeUndefined();
    expect(knownTimeZone('')).toBeUndefined();
  });

  it('writes the local time with the zone’s short name', () => {
    const noonUtc = new Date('2026-01-15T12:05:00Z');
    expect(formatLocalTime(noonUtc, 'America/New_York')).toBe('7:05 AM EST');
    expect(formatLocalTime(noonUtc, 'UTC')).toBe('12:05 PM UTC');
  });
});

describe('lists and links', () => {
  it('shows addresses without scheme, www and trailing slash', () => {
    expect(displayAddress('https://www.acme.com/')).toBe('acme.com');
    expect(displayAddress('http://acme.com/about')).toBe('acme.com/about');
  });

  it('keeps only digits and a leading plus in tel: links', () => {
    expect(telHref('+1 (415) 555-0100')).toBe('tel:+14155550100');
    expect(telHref('415.555.0100')).toBe('tel:4155550100');
  });
});
