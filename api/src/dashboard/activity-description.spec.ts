import { describe, expect, it } from '@jest/globals';
import { activityDescription } from './activity-description.js';

describe('an activity description', () => {
  it('names the prospect and the status it reached', () => {
    expect(activityDescription({ source: 'status', prospectName: 'Priya Patel', status: 'submitted' })).toBe(
      'Priya Patel was submitted',
    );
    expect(
      activityDescription({ source: 'status', prospectName: 'Priya Patel', status: 'meeting_scheduled' }),
    ).toBe('Priya Patel moved to Meeting Scheduled');
    expect(activityDescription({ source: 'status', prospectName: 'Rex Roe', status: 'rejected' })).toBe(
      'Rex Roe moved to Rejected',
    );
  });

  it('names the bounty, its amount in dollars and cents, its step and the prospect', () => {
    expect(
      activityDescription({
        source: 'bounty',
        prospectName: 'Priya Patel',
        status: 'earned',
        kind: 'intro',
        amountCents: 5000,
      }),
    ).toBe('Intro bounty of $50.00 earned for Priya Patel');
    expect(
      activityDescription({
        source: 'bounty',
        prospectName: 'Sam Seller',
        status: 'paid',
        kind: 'revenue_share',
        amountCents: 123456,
      }),
    ).toBe('Revenue share of $1,234.56 paid for Sam Seller');
  });

  it('names who reviewed the caller, the stars and the prospect', () => {
    expect(
      activityDescription({
        source: 'review',
        prospectName: 'Sam Seller',
        status: 'reviewed',
        reviewerName: 'Olivia Operator',
        rating: 4,
      }),
    ).toBe('Olivia Operator reviewed you: 4 stars for Sam Seller');
    expect(
      activityDescription({
        source: 'review',
        prospectName: 'Rex Roe',
        status: 'reviewed',
        reviewerName: 'Nora Networker',
        rating: 1,
      }),
    ).toBe('Nora Networker reviewed you: 1 star for Rex Roe');
  });
});
