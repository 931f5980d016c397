import { describe, expect, it } from '@jest/globals';
import { waitlistEntry } from './waitlist-entry.js';
import { isPlausiblePhone } from './waitlist-messages.js';

describe('a waitlist entry', () => {
  it('trims every field and keeps the email in its one compared form', () => {
    expect(
      waitlistEntry('entry-1', {
        fullName: '  Sally Seller ',
        email: '  Sally.Seller@Example.COM ',
        linkedinUrl: ' https://www.linkedin.com/in/sally ',
        phone: ' +1 415 555 0100 ',
      }),
    ).toEqual({
      entryId: 'entry-1',
      fullName: 'Sally Seller',
      email: 'sally.seller@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/sally',
      phone: '+1 415 555 0100',
    });
  });

  it('records a left-out or blank phone as none', () => {
    const base = { fullName: 'Sam', email: 'sam@example.com', linkedinUrl: 'https://linkedin.com/in/sam' };
    expect(waitlistEntry('e', base).phone).toBeNull();
    expect(waitlistEntry('e', { ...base, phone: null }).phone).toBeNull();
    expect(waitlistEntry('e', { ...base, phone: '   ' }).phone).toBeNull();
  });
});

describe('a plausible phone number', () => {
  it.each(['+1 (415) 555-0100', '020 7946 0958', '+44.20.7946.0958', '5550100'])('accepts %s', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(true);
  });

  it.each(['call me', '555-01', '+1 415 555 0100 ext. 2', '12345+67890', ''])('refuses "%s"', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(false);
  });
});
