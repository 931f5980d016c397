import { describe, expect, it } from '@jest/globals';
import { externalUrl, webUrlInvalidMessage } from './web-url.js';

describe('externalUrl', () => {
  it('adds https:// to an address typed without a scheme', () => {
    expect(externalUrl('acme.com')).toBe('https://acme.com');
    expect(externalUrl('www.acme.com/about?x=1')).toBe('https://www.acme.com/about?x=1');
    expect(externalUrl('calendly.com/jordan/30min')).toBe('https://calendly.com/jordan/30min');
    expect(externalUrl('linkedin.com/in/jordan')).toBe('https://linkedin.com/in/jordan');
  });

  it('keeps an http or https address as it is', () => {
    expect(externalUrl('https://acme.com/x')).toBe('https://acme.com/x');
    expect(externalUrl('http://acme.com')).toBe('http://acme.com');
    expect(externalUrl('HTTPS://Acme.com')).toBe('HTTPS://Acme.com');
  });

  it('completes a protocol-relative address and trims spaces around it', () => {
    expect(externalUrl('//acme.com/a')).toBe('https://acme.com/a');
    expect(externalUrl('  acme.com  ')).toBe('https://acme.com');
  });

  it('treats a host with a port as an address, not a scheme', () => {
    expect(externalUrl('acme.com:8080/book')).toBe('https://acme.com:8080/book');
  });

  it('refuses scripts, data and other schemes', () => {
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('JavaScript:alert(1)')).toBeNull();
    expect(externalUrl(' javascript:alert(1)')).toBeNull();
    expect(externalUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(externalUrl('file:///etc/passwd')).toBeNull();
    expect(externalUrl('ftp://acme.com')).toBeNull();
    expect(externalUrl('mailto:a@acme.com')).toBeNull();
  });

  it('refuses empty text and text that is not a web address', () => {
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl(undefined)).toBeNull();
    expect(externalUrl('')).toBeNull();
    expect(externalUrl('   ')).toBeNull();
    expect(externalUrl('not a link')).toBeNull();
    expect(externalUrl('localhost')).toBeNull();
    expect(externalUrl('https://')).toBeNull();
    expect(externalUrl('acme.')).toBeNull();
  });

  it('answers an address it made unchanged, so normalising twice changes nothing', () => {
    for (const text of ['acme.com', '//acme.com/a', 'https://acme.com/x?y=1#z', 'acme.com:8080/book']) {
      const once = externalUrl(text)!;
      expect(externalUrl(once)).toBe(once);
    }
  });

  it('names the field in the message for an address it refuses', () => {
    expect(webUrlInvalidMessage('Website URL')).toBe(
      'Please enter a valid Website URL: a web address such as https://example.com.',
    );
  });
});
