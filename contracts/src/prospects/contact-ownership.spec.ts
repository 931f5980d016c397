import { describe, expect, it } from '@jest/globals';
import {
  contactAlreadyClaimedMessage,
  contactKey,
  formatProtectionDate,
  protectedUntil,
} from './contact-ownership.js';

describe('contact key', () => {
  it('is the LinkedIn profile slug, whatever the scheme, subdomain, case, trailing path or query', () => {
    const variants = [
      'https://www.linkedin.com/in/jane-doe',
      'http://linkedin.com/in/Jane-Doe/',
      'uk.linkedin.com/in/jane-doe?trk=public_profile',
      'https://www.linkedin.com/in/jane%2Ddoe/details/experience#top',
    ];
    const keys = variants.map((url) => contactKey({ prospectName: 'Anyone', prospectLinkedinUrl: url }));
    expect(new Set(keys)).toEqual(new Set(['linkedin:jane-doe']));
  });

  it('prefers the profile address to the name, so one person under two spellings is one contact', () => {
    const url = 'https://linkedin.com/in/jdoe';
    expect(contactKey({ prospectName: 'Jane Doe', prospectCompany: 'Acme', prospectLinkedinUrl: url })).toBe(
      contactKey({ prospectName: 'J. Doe', prospectCompany: 'Acme Inc', prospectLinkedinUrl: url }),
    );
  });

  it('falls back to name and company, ignoring case, punctuation and spacing', () => {
    expect(contactKey({ prospectName: '  Jane   Doe ', prospectCompany: 'Acme, Inc.' })).toBe(
      contactKey({ prospectName: 'jane doe', prospectCompany: 'ACME Inc' }),
    );
    expect(contactKey({ prospectName: 'Jane Doe', prospectCompany: 'Acme' })).toBe('name:jane doe|acme');
  });

  it('tells apart the same name at two companies, and an address that is not a profile', () => {
    expect(contactKey({ prospectName: 'Jane Doe', prospectCompany: 'Acme' })).not.toBe(
      contactKey({ prospectName: 'Jane Doe', prospectCompany: 'Globex' }),
    );
    expect(
      contactKey({ prospectName: 'Jane Doe', prospectLinkedinUrl: 'https://linkedin.com/company/acme' }),
    ).toBe('name:jane doe|');
  });
});

describe('protection period', () => {
  it('ends the given number of days after the submission', () => {
    const submitted = new Date('2026-11-21T10:00:00.000Z');
    expect(protectedUntil(submitted, 90).toISOString()).toBe('2027-02-19T10:00:00.000Z');
    expect(formatProtectionDate(protectedUntil(submitted, 90))).toBe('Feb 19, 2027');
  });

  it('tells the owner until when the contact is theirs, and others only that it is taken', () => {
    const until = new Date('2027-02-19T10:00:00.000Z');
    expect(
      contactAlreadyClaimedMessage('Jane Doe', { ownedBySubmitter: true, protectedUntil: until }),
    ).toContain('protected for you until Feb 19, 2027');
    const other = contactAlreadyClaimedMessage('Jane Doe', {
      ownedBySubmitter: false,
      protectedUntil: until,
    });
    expect(other).toContain("already in this operator's pipeline");
    expect(other).not.toContain('2027');
  });
});
