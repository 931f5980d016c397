import { type QueryKey, queryKey } from '../query-keys.js';
import type { ProspectStatus } from '../prospects/prospect-status.js';

/** How many of the caller's prospects stand at each pipeline status (rejected included). */
export type PipelineFunnel = Record<ProspectStatus, number>;

/** The spec's profileStatus: every signed-in profile is Active for now. */
export type DashboardProfileStatus = 'Active';

/** GET /api/dashboard/stats for an operator: the prospects under their invitations. */
export interface OperatorDashboardStats {
  role: 'operator';
  /** Prospects still moving: submitted up to meeting_scheduled. */
  activeRequests: number;
  /** Meetings held, reviewed or not. */
  completedMeetings: number;
  funnel: PipelineFunnel;
  /** Earned bounties not yet paid (decimal string, e.g. "300.00"). */
  outstanding: string;
  /** Bounties the operator's networkers earned, per month, oldest first. */
  earningsByMonth: MonthlyEarnings[];
  profileStatus: DashboardProfileStatus;
}

/** One calendar month (UTC) of a networker's earnings. */
export interface MonthlyEarnings {
  /** 'YYYY-MM'. */
  month: string;
  /** Decimal string, "0.00" for a month without earnings. */
  earned: string;
}

/** GET /api/dashboard/stats for a networker: their own contacts and earnings. */
export interface NetworkerDashboardStats {
  role: 'networker';
  /** Contacts still moving: neither rejected nor past the meeting. */
  opportunities: number;
  /** Contacts at intro_made or later. */
  introductionsMade: number;
  /** Every bounty earned, whether approved or paid yet (decimal string). */
  totalEarnings: string;
  funnel: PipelineFunnel;
  /** The last months, oldest first, the current month last. */
  earningsByMonth: MonthlyEarnings[];
  profileStatus: DashboardProfileStatus;
}

/** GET /api/dashboard/stats: the figures of the caller's active role. */
export type DashboardStats = OperatorDashboardStats | NetworkerDashboardStats;

/** One entry of GET /api/dashboard/activity (spec "Activity item"), newest first. */
export interface ActivityItem {
  id: string;
  /** Plain English, e.g. "Priya Patel moved to Meeting Scheduled". */
  description: string;
  /** The prospect's status it reached, or the bounty's state (earned, approved, paid). */
  status: string;
  /** ISO 8601. */
  timestamp: string;
}

/** The most items GET /api/dashboard/activity answers. */
export const DASHBOARD_ACTIVITY_LIMIT = 20;

/** Months GET /api/dashboard/stats lists in a networker's earningsByMonth. */
export const EARNINGS_MONTHS = 6;

/** Query keys of the Overview tab (first element: the API path that fetches them). */
export const DASHBOARD_QUERY_KEYS = {
  stats: queryKey('GET /api/dashboard/stats'),
  activity: queryKey('GET /api/dashboard/activity'),
} as const satisfies Record<string, QueryKey>;
