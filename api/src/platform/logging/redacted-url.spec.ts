import { describe, expect, it } from '@jest/globals';
import { redactedUrl } from './redacted-url.js';

describe('a request URL as logged', () => {
  it("hides an OpenID Connect callback's code and state, keeping the other parameters as sent", () => {
    expect(redactedUrl('/api/auth/linkedin/callback?code=AQT-secret_123&state=xyz.987&lang=en%20US')).toBe(
      '/api/auth/linkedin/callback?code=[REDACTED]&state=[REDACTED]&lang=en%20US',
    );
  });

  it('hides tokens and passwords, whatever the case or escaping of their names', () => {
    expect(redactedUrl('/api/x?TOKEN=a&Access_Token=b&id%5Ftoken=c&password=d&refresh_token=e')).toBe(
      '/api/x?TOKEN=[REDACTED]&Access_Token=[REDACTED]&id%5Ftoken=[REDACTED]&password=[REDACTED]&refresh_token=[REDACTED]',
    );
    expect(redactedUrl('/api/x?code&state=')).toBe('/api/x?code=[REDACTED]&state=[REDACTED]');
  });

  it('keeps a URL without a query, and names that only contain a redacted one, unchanged', () => {
    expect(redactedUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(redactedUrl('/api/companies?search=codes&zipcode=1&%ZZ=2')).toBe(
      '/api/companies?search=codes&zipcode=1&%ZZ=2',
    );
  });
});
