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

/** The new operator's first steps, in order (GET /api/dashboard/onboarding). */
export const ONBOARDING_STEPS = ['profile', 'invitation', 'share', 'approval', 'payout'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What each step asks and how the checklist names it. */
export const ONBOARDING_STEP_TEXT: Record<OnboardingStep, { title: string; hint: string }> = {
  profile: {
    title: 'Complete your profile',
    hint: 'Fill in every required field so networkers know who you are and who you want to meet.',
  },
  invitation: {
    title: 'Create your first invitation',
    hint: 'A personal invitation for one networker, or a group link for many.',
  },
  share: {
    title: 'Share it',
    hint: 'Send the link or show its QR code: this ticks once someone opens it.',
  },
  approval: {
    title: 'Approve a first contact',
    hint: 'When a networker submits a contact, review the fit and approve it.',
  },
  payout: {
    title: 'Make your first payout',
    hint: 'Once an introduction earns a bounty, approve it and record the payment.',
  },
};

/** GET /api/dashboard/onboarding: each step, done or not, derived from what has really happened. */
export interface OperatorOnboarding {
  steps: { step: OnboardingStep; done: boolean }[];
  /** Every step done: the checklist is not shown any more. */
  complete: boolean;
}

/** The onboarding checklist's query key (refreshed by the projectors whose tables decide its steps). */
export const OPERATOR_ONBOARDING_QUERY_KEY = queryKey('GET /api/dashboard/onboarding');
