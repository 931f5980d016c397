import { describe, expect, it } from '@jest/globals';
import { isLegalSectionId, LEGAL_SECTIONS, legalSectionHref } from './legal-sections.js';
import { LEGAL_TERMS } from './legal-terms.js';

describe('the legal documents page', () => {
  it("has the spec's anchors, in its order, each once", () => {
    expect(LEGAL_SECTIONS.map((section) => section.id)).toEqual([
      'terms',
      'user-agreement',
      'fees',
      'bounty-terms',
      'escrow',
      'membership',
      'referral',
      'non-circumvention',
      'acceptable-use',
      'ip-ownership',
      'dispute-resolution',
      'cookie-policy',
      'privacy',
      'california',
    ]);
    expect(new Set(LEGAL_SECTIONS.map((section) => section.title)).size).toBe(LEGAL_SECTIONS.length);
  });

  it('links a section by its anchor on /legal, and knows its own anchors only', () => {
    expect(legalSectionHref('privacy')).toBe('/legal#privacy');
    expect(isLegalSectionId('escrow')).toBe(true);
    expect(isLegalSectionId('constructor')).toBe(false);
    expect(isLegalSectionId('')).toBe(false);
  });

  it("states the spec's periods, the payout ones being the ledger's own", () => {
    expect(LEGAL_TERMS).toEqual({
      effectiveDate: 'January 1, 2025',
      introPayoutBusinessDays: 5,
      prospectResponseBusinessDays: 10,
      meetingPayoutBusinessDays: 5,
      winPayoutBusinessDays: 10,
      noShowNoticeHours: 24,
      billingDisputeDays: 30,
    });
  });
});
