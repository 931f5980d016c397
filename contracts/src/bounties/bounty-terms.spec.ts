import { describe, expect, it } from '@jest/globals';
import {
  type BountyTerms,
  describeTerms,
  fixedCents,
  formatPercent,
  termsOfInvitation,
} from './bounty-terms.js';

const terms = (overrides: Partial<BountyTerms> = {}): BountyTerms => ({
  introCents: 5000,
  meetingCents: 25000,
  winCents: 100000,
  revenueSharePercent: 5,
  revenueShareMonths: 12,
  ...overrides,
});

describe('describing terms', () => {
  it('lists what is offered in the order it is earned, in one set of words', () => {
    expect(describeTerms(terms()).lines).toEqual([
      { kind: 'intro', label: 'Intro', amount: '$50', when: 'When the intro is made' },
      { kind: 'meeting', label: 'Meeting', amount: '$250', when: 'When the meeting is held' },
      { kind: 'win', label: 'Win', amount: '$1,000', when: 'When the prospect becomes a customer' },
      {
        kind: 'revenue_share',
        label: 'Revenue share',
        amount: '5%',
        when: 'Of the revenue in the first 12 months after the deal is won',
      },
    ]);
  });

  it('says the whole offer in one line and one headline', () => {
    const described = describeTerms(terms());
    expect(described.summary).toBe('$50 intro · $250 meeting · $1,000 win · 5% revenue share for 12 months');
    expect(described.headline).toBe(
      'Earn up to $1,300 for each prospect you introduce, plus 5% of revenue for 12 months',
    );
    expect(described.fixedTotal).toBe('$1,300');
    expect(described.revenueShare).toBe('5% of revenue for 12 months');
  });

  it('leaves out what is not offered: no "$0 intro", no "0% revenue share"', () => {
    const described = describeTerms(terms({ introCents: null, winCents: 0, revenueSharePercent: 0 }));
    expect(described.lines.map((line) => line.kind)).toEqual(['meeting']);
    expect(described.summary).toBe('$250 meeting');
    expect(described.headline).toBe('Earn up to $250 for each prospect you introduce');
    expect(described.revenueShare).toBeNull();
  });

  it('floors amounts to whole dollars and adds the exact cents before flooring the total', () => {
    const described = describeTerms(
      terms({ introCents: 4999, meetingCents: 25075, winCents: null, revenueSharePercent: 0 }),
    );
    expect(described.lines.map((line) => line.amount)).toEqual(['$49', '$250']);
    expect(described.fixedTotal).toBe('$300');
    expect(fixedCents(terms({ introCents: 4999, meetingCents: 25075, winCents: null }))).toBe(30074);
  });

  it('describes a revenue share alone, and one month in the singular', () => {
    const described = describeTerms(
      terms({
        introCents: null,
        meetingCents: null,
        winCents: null,
        revenueSharePercent: 2.5,
        revenueShareMonths: 1,
      }),
    );
    expect(described.summary).toBe('2.5% revenue share for 1 month');
    expect(described.headline).toBe(
      'Earn 2.5% of revenue for 1 month from each prospect you introduce who becomes a customer',
    );
    expect(described.fixedTotal).toBeNull();
  });

  it('says plainly when nothing is offered', () => {
    const described = describeTerms(
      terms({ introCents: null, meetingCents: null, winCents: null, revenueSharePercent: 0 }),
    );
    expect(described.lines).toEqual([]);
    expect(described.summary).toBe('No bounties set');
    expect(described.headline).toBe('No bounties are offered on this invitation yet');
  });
});

describe('an invitation’s terms', () => {
  it('come from the API’s numeric strings, null or blank when not offered', () => {
    expect(
      termsOfInvitation({
        introEmailBounty: '50.00',
        referralBounty: null,
        revShareBounty: ' ',
        revenueSharePercent: 5,
        revenueShareMonths: 12,
      }),
    ).toEqual(terms({ meetingCents: null, winCents: null }));
  });

  it('show percents as people write them', () => {
    expect([5, 2.5, 12.25, 100].map(formatPercent)).toEqual(['5%', '2.5%', '12.25%', '100%']);
  });
});
