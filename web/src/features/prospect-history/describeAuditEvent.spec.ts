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

  it('tells each step of a dispute and the adjustment it made', () => {
    expect(
      describeAuditEvent({
        type: 'DisputeOpened',
        data: { openedBy: 'networker', kind: 'intro', reason: 'wrong_amount', evidence: 'We said $75' },
      }),
    ).toBe('Dispute opened by the networker on the intro bounty: Wrong amount — “We said $75”');
    expect(
      describeAuditEvent({
        type: 'DisputeResponded',
        data: { respondedBy: 'operator', response: 'It was $50' },
      }),
    ).toBe('The operator responded to the dispute: “It was $50”');
    expect(
      describeAuditEvent({
        type: 'DisputeResolved',
        data: { outcome: 'adjusted', note: 'The page said $75', correctedAmount: usd(7500) },
      }),
    ).toBe('Dispute resolved: Adjusted to $75.00 — “The page said $75”');
    expect(
      describeAuditEvent({
        type: 'BountyAdjusted',
        data: { kind: 'intro', previousAmountCents: 5000, amount: usd(7500) },
      }),
    ).toBe('Intro bounty adjusted from $50.00 to $75.00 by the dispute resolution');
  });

  it('tells a recommendation’s edits and its removal', () => {
    expect(
      describeAuditEvent({
        type: 'RecommendedProspectEdited',
        data: { details: { prospectName: 'Priya Patel' } },
      }),
    ).toBe('Recommendation of Priya Patel edited');
    expect(describeAuditEvent({ type: 'RecommendedProspectRemoved', data: {} })).toBe(
      'Recommendation removed',
    );
  });

  it('falls back to the event type for anything else', () => {
    expect(describeAuditEvent({ type: 'SomethingNew', data: {} })).toBe('SomethingNew');
  });
});
