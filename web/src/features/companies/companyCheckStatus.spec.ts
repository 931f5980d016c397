import { describe, expect, it } from '@jest/globals';
import { companyCheckStatus, isCheckableCompany } from './companyCheckStatus';

const settledOn = (text: string) => ({ typed: text, settled: text, answer: undefined, failed: false });

describe('what the company field says about its check', () => {
  it('checks a name of at least two characters, not counting a "| domain" part', () => {
    expect(isCheckableCompany('A')).toBe(false);
    expect(isCheckableCompany(' A | acme.io')).toBe(false);
    expect(isCheckableCompany('Ac')).toBe(true);
    expect(isCheckableCompany('Acme | acme.io')).toBe(true);
  });

  it('says nothing while the text is still being typed or too short', () => {
    expect(companyCheckStatus({ ...settledOn('Acm'), typed: 'Acme' })).toBe('idle');
    expect(companyCheckStatus(settledOn('A'))).toBe('idle');
    expect(companyCheckStatus(settledOn(''))).toBe('idle');
  });

  it('is checking until the answer comes, and says nothing when the check failed', () => {
    expect(companyCheckStatus(settledOn('Acme'))).toBe('checking');
    expect(companyCheckStatus({ ...settledOn('Acme'), failed: true })).toBe('idle');
  });

  it('calls a company found only when it has a logo to show', () => {
    const logo = 'https://logos.example/acme.com';
    expect(companyCheckStatus({ ...settledOn('Acme'), answer: { exists: true, logoUrl: logo } })).toBe(
      'found',
    );
    expect(companyCheckStatus({ ...settledOn('Acme'), answer: { exists: true, logoUrl: null } })).toBe(
      'notFound',
    );
    expect(companyCheckStatus({ ...settledOn('Acme'), answer: { exists: false, logoUrl: null } })).toBe(
      'notFound',
    );
  });
});
