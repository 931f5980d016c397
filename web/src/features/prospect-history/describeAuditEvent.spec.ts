import { describe, expect, it } from '@jest/globals';
import { bountyTermsText, describeAuditEvent } from './describeAuditEvent';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' as const });

describe('an audit event in plain words', () => {
  it('names the terms, including a bounty not offered', () => {
    expect(bountyTermsText({ introEmail: usd(5000), referral: usd(25000), revShare: null })).toBe(
      '$50.00 intro · $250.00 meeting · no win',
    );
    expect(
      describeAuditEvent({
        type: 'ProspectBountyTermsFixed',
        data: {
          terms: { introEmail: usd(5000), referral: null, revShare: usd(100000) },
          revenueSharePercent: 5,
        },
      }),
    ).toBe('Bounty terms fixed: $50.00 intro · no meeting · $1,000.00 win, 5% revenue share');
  });

  it('tells moves with their notes, and money with its method', () => {
    expect(
      describeAuditEvent({
        type: 'ProspectStatusChanged',
        data: { from: 'under_review', to: 'rejected', notes: 'Not a fit' },
      }),
    ).toBe('Moved from Under Review to Rejected: “Not a fit”');
    expect(
      describeAuditEvent({
        type: 'BountyPaid',
        data: { kind: 'intro', amount: usd(5000), method: 'venmo', reference: 'V-9' },
      }),
    ).toBe('Intro bounty of $50.00 paid by Venmo (reference V-9)');
    expect(
      describeAuditEvent({
        type: 'ReviewSubmitted',
        data: { rating: 1, revieweeType: 'operator', comment: null },
      }),
    ).toBe('Reviewed the operator: 1 star');
  });

  it('falls back to the event type for anything else', () => {
    expect(describeAuditEvent({ type: 'SomethingNew', data: {} })).toBe('SomethingNew');
  });
});
