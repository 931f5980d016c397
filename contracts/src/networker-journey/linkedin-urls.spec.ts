import {
  checkLinkedinUrlLines,
  contactNameFromLinkedinUrl,
  isLinkedinProfileUrl,
  linkedinUrlLines,
} from './linkedin-urls.js';

describe('LinkedIn profile addresses', () => {
  it('accepts any address containing linkedin.com/in/, in any case', () => {
    expect(isLinkedinProfileUrl('https://www.linkedin.com/in/jane-doe')).toBe(true);
    expect(isLinkedinProfileUrl('LinkedIn.com/in/jane')).toBe(true);
    expect(isLinkedinProfileUrl('https://www.linkedin.com/company/acme')).toBe(false);
    expect(isLinkedinProfileUrl('https://example.com/in/jane')).toBe(false);
  });

  it('splits pasted text into trimmed non-empty lines', () => {
    expect(linkedinUrlLines('  a \r\n\n b\n   \n')).toEqual(['a', 'b']);
  });

  it('refuses an empty block and names every line that is not a profile', () => {
    expect(checkLinkedinUrlLines(' \n \n')).toEqual({ ok: false, problem: 'empty', invalidLines: [] });
    expect(checkLinkedinUrlLines('linkedin.com/in/a\nhttps://x.com/b\nlinkedin.com/company/c')).toEqual({
      ok: false,
      problem: 'invalid',
      invalidLines: ['https://x.com/b', 'linkedin.com/company/c'],
    });
    expect(checkLinkedinUrlLines('linkedin.com/in/a\n https://www.linkedin.com/in/b ')).toEqual({
      ok: true,
      urls: ['https://linkedin.com/in/a', 'https://www.linkedin.com/in/b'],
    });
  });

  it('refuses a line with another scheme, even one that mentions linkedin.com/in/', () => {
    const lines = [
      'javascript:alert(1)//linkedin.com/in/a',
      'data:text/html,linkedin.com/in/b',
      'ftp://linkedin.com/in/c',
    ];
    expect(checkLinkedinUrlLines(['linkedin.com/in/ok', ...lines].join('\n'))).toEqual({
      ok: false,
      problem: 'invalid',
      invalidLines: lines,
    });
  });

  it('derives the contact name from the slug', () => {
    expect(contactNameFromLinkedinUrl('https://www.linkedin.com/in/jane-doe/')).toBe('Jane Doe');
    expect(contactNameFromLinkedinUrl('https://linkedin.com/in/JOHN-smith?trk=x')).toBe('John Smith');
    expect(contactNameFromLinkedinUrl('https://linkedin.com/in/jane-doe-4b2a91')).toBe('Jane Doe');
    expect(contactNameFromLinkedinUrl('https://linkedin.com/in/jos%C3%A9-l%C3%B3pez')).toBe('José López');
    expect(contactNameFromLinkedinUrl('https://linkedin.com/in/')).toBe('Unknown Contact');
    expect(contactNameFromLinkedinUrl('https://example.com/jane')).toBe('Unknown Contact');
  });
});
