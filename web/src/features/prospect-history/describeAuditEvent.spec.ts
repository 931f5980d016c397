import { describe, expect, it } from '@jest/globals';
import { describeAuditEvent } from './describeAuditEvent';

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' as const });

describe('an audit event in plain words', () => {
  it('states the terms as every screen does, leaving out what is not offered', () => {
    expect(
      describeAuditEvent({
        type: 'ProspectBountyTermsFixed',
        data: {
          terms: { introEmail: usd(5000), referral: null, revShare: usd(100000) },
          revenueSharePercent: 5,
        },
      }),
    ).toBe('Bounty terms fixed: $50 intro · $1,000 win · 5% revenue share for 12 months');
    expect(
      describeAuditEvent({
        type: 'InvitationBountiesChanged',
        data: {
          bounties: {
            introEmail: usd(7500),
            referral: usd(30000),
            revShare: null,
            revenueSharePercent: 2.5,
            revenueShareMonths: 6,
          },
        },
      }),
    ).toBe('Invitation terms changed to $75 intro · $300 meeting · 2.5% revenue share for 6 months');
    // Written before ADR 0022: the event stated no revenue share; the profile's applied at approval.
    expect(
      describeAuditEvent({
        type: 'InvitationCreated',
        data: { bounties: { introEmail: usd(5000), referral: usd(25000), revShare: null } },
      }),
    ).toBe(
      "Invitation created with terms $50 intro · $250 meeting, with the operator profile's revenue share",
    );
  });

  it("tells a rejection's reason and a correction in plain words", () => {
    expect(
      describeAuditEvent({
        type: 'ProspectStatusChanged',
        data: { from: 'under_review', to: 'rejected', notes: null, reason: 'Outside our target market' },
      }),
    ).toBe('Moved from Under Review to Rejected because “Outside our target market”');
    expect(
      describeAuditEvent({
        type: 'ProspectStatusCorrected',
        data: {
          from: 'meeting_held',
          to: 'meeting_scheduled',
          reason: 'wrong contact',
          undo: false,
          withdrawnBounties: ['meeting'],
        },
      }),
    ).toBe(
      'Corrected the status from Meeting Held back to Meeting Scheduled: “wrong contact”; withdrew the meeting bounty',
    );
    expect(
      describeAuditEvent({
        type: 'ProspectStatusCorrected',
        data: { from: 'approved', to: 'under_review', reason: null, undo: true, withdrawnBounties: [] },
      }),
    ).toBe('Corrected the status from Approved back to Under Review (undone right away)');
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

  it('reads any other event type as words, not as its type name', () => {
    expect(describeAuditEvent({ type: 'SomethingNew', data: {} })).toBe('Something new');
    expect(describeAuditEvent({ type: 'ProspectNoteAdded', data: {} })).toBe('Prospect note added');
  });
});
