import { type DashboardStats, formatDollars } from '@referrals/contracts';

export interface StatCard {
  label: string;
  value: string;
  hint: string;
}

/** The spec's stat cards per role: Active Requests and Completed for operators; Opportunities, Introductions Made and Total Earnings for networkers. */
export function statCards(stats: DashboardStats): StatCard[] {
  if (stats.role === 'operator') {
    return [
      {
        label: 'Active Requests',
        value: String(stats.activeRequests),
        hint: 'Prospects moving through your pipeline',
      },
      { label: 'Completed', value: String(stats.completedMeetings), hint: 'Meetings held' },
      {
        label: 'Outstanding',
        value: formatDollars(stats.outstanding),
        hint: 'Bounties earned, not yet paid',
      },
    ];
  }
  return [
    { label: 'Opportunities', value: String(stats.opportunities), hint: 'Contacts still in play' },
    {
      label: 'Introductions Made',
      value: String(stats.introductionsMade),
      hint: 'Contacts introduced or further',
    },
    { label: 'Total Earnings', value: formatDollars(stats.totalEarnings), hint: 'Every bounty earned' },
  ];
}
