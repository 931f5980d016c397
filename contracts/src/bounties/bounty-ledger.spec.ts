import { describe, expect, it } from '@jest/globals';
import {
  addBusinessDays,
  approvalRefusal,
  bountiesEarnedByChange,
  bountiesEarnedByWonDeal,
  describeWonDeal,
  wonDealBasis,
  bountyEntryExplanation,
  ledgerTotals,
  paymentRefusal,
  revenueShareCents,
  statusNeedsTerms,
  wonDealRefusal,
} from './bounty-ledger.js';
import type { BountyTerms } from './bounty-terms.js';

const terms: BountyTerms = {
  introCents: 5000,
  meetingCents: 25000,
  winCents: 100000,
  revenueSharePercent: 5,
  revenueShareMonths: 12,
};

describe('bounty terms', () => {
  it('are needed from approval on, so a change skipping past approval fixes them too', () => {
    expect(statusNeedsTerms('approved')).toBe(true);
    expect(statusNeedsTerms('meeting_held')).toBe(true);
    expect(statusNeedsTerms('under_review')).toBe(false);
    expect(statusNeedsTerms('submitted')).toBe(false);
    expect(statusNeedsTerms('rejected')).toBe(false);
  });
});

describe('bounties earned by status changes', () => {
  it('earns the intro bounty at intro_made and the meeting bounty at meeting_held', () => {
    expect(bountiesEarnedByChange('approved', 'intro_made', terms)).toEqual([
      { kind: 'intro', amountCents: 5000 },
    ]);
    expect(bountiesEarnedByChange('intro_made', 'meeting_scheduled', terms)).toEqual([]);
    expect(bountiesEarnedByChange('meeting_scheduled', 'meeting_held', terms)).toEqual([
      { kind: 'meeting', amountCents: 25000 },
    ]);
  });

  it('earns each bounty a multi-step change passes, and none twice', () => {
    expect(bountiesEarnedByChange('approved', 'review_completed', terms)).toEqual([
      { kind: 'intro', amountCents: 5000 },
      { kind: 'meeting', amountCents: 25000 },
    ]);
    expect(bountiesEarnedByChange('meeting_held', 'review_completed', terms)).toEqual([]);
    expect(bountiesEarnedByChange('intro_made', 'intro_made', terms)).toEqual([]);
  });

  it('earns nothing for a bounty the invitation did not offer, or on rejection', () => {
    expect(
      bountiesEarnedByChange('approved', 'meeting_held', { ...terms, introCents: null, meetingCents: 0 }),
    ).toEqual([]);
    expect(bountiesEarnedByChange('under_review', 'rejected', terms)).toEqual([]);
  });
});

describe('won deals', () => {
  it('earn the win bounty and the revenue share of the deal value, rounded to the cent', () => {
    expect(bountiesEarnedByWonDeal(terms, 1_234_567)).toEqual([
      { kind: 'win', amountCents: 100000 },
      { kind: 'revenue_share', amountCents: 61728 },
    ]);
    expect(revenueShareCents(1001, 5)).toBe(50);
    expect(revenueShareCents(1010, 5)).toBe(51);
    expect(bountiesEarnedByWonDeal({ ...terms, winCents: null, revenueSharePercent: 0 }, 500000)).toEqual([]);
  });

  it('can be recorded once, after the meeting was held', () => {
    expect(wonDealRefusal('meeting_scheduled', false)).toBe('meeting_not_held');
    expect(wonDealRefusal('rejected', false)).toBe('meeting_not_held');
    expect(wonDealRefusal('meeting_held', false)).toBeNull();
    expect(wonDealRefusal('review_completed', false)).toBeNull();
    expect(wonDealRefusal('meeting_held', true)).toBe('already_won');
  });
});

describe('an earned amount goes earned, approved, paid', () => {
  it('is approved once, only after it is earned', () => {
    expect(approvalRefusal(null)).toBe('not_earned');
    expect(approvalRefusal('upcoming')).toBe('not_earned');
    expect(approvalRefusal('earned')).toBeNull();
    expect(approvalRefusal('approved')).toBe('already_approved');
    expect(approvalRefusal('paid')).toBe('already_approved');
  });

  it('is paid once, only after it is approved', () => {
    expect(paymentRefusal(null)).toBe('not_earned');
    expect(paymentRefusal('earned')).toBe('not_approved');
    expect(paymentRefusal('approved')).toBeNull();
    expect(paymentRefusal('paid')).toBe('already_paid');
  });
});

describe('ledger totals', () => {
  it("count the networker's earnings and the operator's outstanding amount", () => {
    const totals = ledgerTotals([
      { state: 'paid', amountCents: 5000 },
      { state: 'approved', amountCents: 25000 },
      { state: 'earned', amountCents: 100000 },
      { state: 'upcoming', amountCents: 7000 },
    ]);
    expect(totals).toEqual({
      earnedCents: 130000,
      awaitingApprovalCents: 100000,
      approvedCents: 25000,
      paidCents: 5000,
      outstandingCents: 125000,
      upcomingCents: 7000,
    });
  });

  it('count what was paid apart from what an entry is worth once an auditor corrected it', () => {
    // Raised from $50 to $75 after $50 was paid; lowered from $100 to $80 after $100 was paid.
    const totals = ledgerTotals([
      { state: 'approved', amountCents: 7500, paidCents: 5000 },
      { state: 'paid', amountCents: 8000, paidCents: 10000 },
    ]);
    expect(totals).toMatchObject({
      earnedCents: 15500,
      approvedCents: 2500,
      paidCents: 15000,
      outstandingCents: 2500,
    });
  });
});

describe('payment deadlines and explanations', () => {
  it('count business days, skipping weekends', () => {
    // Friday 2026-11-20 + 5 business days = Friday 2026-11-27.
    expect(addBusinessDays(new Date('2026-11-20T12:00:00Z'), 5).toISOString()).toBe(
      '2026-11-27T12:00:00.000Z',
    );
    // Saturday + 1 business day = Monday.
    expect(addBusinessDays(new Date('2026-11-21T12:00:00Z'), 1).toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('say why an amount is not yet payable, or how it was paid', () => {
    const base = {
      kind: 'meeting' as const,
      approvedAt: null,
      paidAt: null,
      paymentMethod: null,
      paymentReference: null,
    };
    expect(bountyEntryExplanation({ ...base, state: 'upcoming' })).toBe('Earned when the meeting is held.');
    expect(bountyEntryExplanation({ ...base, state: 'earned' })).toContain(
      "waiting for the operator's approval",
    );
    expect(
      bountyEntryExplanation({ ...base, state: 'approved', approvedAt: '2026-11-20T12:00:00.000Z' }),
    ).toBe('Approved; payment due by Nov 27, 2026.');
    expect(
      bountyEntryExplanation({
        ...base,
        state: 'paid',
        paidAt: '2026-11-24T12:00:00.000Z',
        paymentMethod: 'paypal',
        paymentReference: 'TX-42',
      }),
    ).toBe('Paid Nov 24, 2026 by PayPal (reference TX-42).');
  });

  it('say what is left to pay after a correction, and what was paid over it', () => {
    const base = {
      kind: 'intro' as const,
      approvedAt: '2026-11-20T12:00:00.000Z',
      paidAt: '2026-11-19T12:00:00.000Z',
      paymentMethod: 'venmo' as const,
      paymentReference: null,
    };
    expect(
      bountyEntryExplanation({
        ...base,
        state: 'approved',
        amountCents: 7500,
        paidCents: 5000,
        adjustedFromCents: 5000,
      }),
    ).toBe(
      'Approved; $25.00 still to pay after $50.00 paid, due by Nov 27, 2026. Adjusted from $50.00 by a dispute resolution.',
    );
    expect(
      bountyEntryExplanation({
        ...base,
        state: 'paid',
        amountCents: 4000,
        paidCents: 5000,
        adjustedFromCents: 5000,
      }),
    ).toBe(
      'Paid Nov 19, 2026 by Venmo. Adjusted from $50.00 by a dispute resolution; $10.00 was paid over the corrected amount.',
    );
  });
});

describe('what a won deal pays, as the Won Deal dialog says it', () => {
  const terms = {
    introCents: 5_000,
    meetingCents: 25_000,
    winCents: 100_000,
    revenueSharePercent: 5,
    revenueShareMonths: 12,
  };

  it('asks for the revenue of the share’s months and adds up the win bounty and the share', () => {
    expect(describeWonDeal(terms, 1_000_000)).toEqual({
      valueLabel: 'Revenue in the first 12 months (USD)',
      amounts: '$1,000.00 (win bounty) + $500.00 (5% revenue share) = $1,500.00',
      earns: 'The networker earns $1,000.00 (win bounty) + $500.00 (5% revenue share) = $1,500.00.',
    });
  });

  it('says on every won deal’s ledger line what it was computed from', () => {
    expect(wonDealBasis('revenue_share', 1_000_000, terms)).toBe(
      '5% of $10,000.00, the revenue of the first 12 months.',
    );
    expect(wonDealBasis('win', 1_000_000, terms)).toBe(
      'On a deal with $10,000.00 of revenue in the first 12 months.',
    );
    expect(wonDealBasis('win', 1_000_000, { ...terms, revenueSharePercent: 0 })).toBe(
      'On a deal worth $10,000.00.',
    );
  });

  it('states the terms before a value is entered', () => {
    expect(describeWonDeal(terms, null).earns).toBe(
      'The networker earns the $1,000.00 win bounty and 5% of the revenue the customer brings in the first 12 months.',
    );
  });

  it('asks for the deal value when no revenue share is offered, and says when nothing more is paid', () => {
    const fixedOnly = { ...terms, revenueSharePercent: 0 };
    expect(describeWonDeal(fixedOnly, 1_000_000)).toEqual({
      valueLabel: 'Deal value (USD)',
      amounts: '$1,000.00 (win bounty)',
      earns: 'The networker earns $1,000.00 (win bounty).',
    });
    expect(describeWonDeal({ ...fixedOnly, winCents: null }, null).earns).toBe(
      'These terms pay nothing more for a won deal.',
    );
  });
});
