import { describe, expect, it } from '@jest/globals';
import type { PipelineFunnel } from '@referrals/contracts';
import { statCards } from './statCards';

const funnel = {} as PipelineFunnel;

describe('the Overview tab’s stat cards', () => {
  it('gives operators Active Requests, Completed and what they owe', () => {
    const cards = statCards({
      role: 'operator',
      activeRequests: 4,
      completedMeetings: 2,
      outstanding: '1850.00',
      funnel,
      earningsByMonth: [],
      profileStatus: 'Active',
    });
    expect(cards.map(({ label, value }) => [label, value])).toEqual([
      ['Active Requests', '4'],
      ['Completed', '2'],
      ['Outstanding', '$1,850.00'],
    ]);
  });

  it('gives networkers Opportunities, Introductions Made and Total Earnings', () => {
    const cards = statCards({
      role: 'networker',
      opportunities: 3,
      introductionsMade: 1,
      totalEarnings: '50.00',
      funnel,
      earningsByMonth: [],
      profileStatus: 'Active',
    });
    expect(cards.map(({ label, value }) => [label, value])).toEqual([
      ['Opportunities', '3'],
      ['Introductions Made', '1'],
      ['Total Earnings', '$50.00'],
    ]);
  });
});
