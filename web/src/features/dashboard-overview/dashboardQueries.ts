import { type ActivityItem, DASHBOARD_QUERY_KEYS, type DashboardStats } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Spec: dashboard data is cached 5 minutes; the socket refreshes it when a figure changes. */
const DASHBOARD_STALE_MS = 5 * 60_000;

/** The Overview tab's figures for the active role. */
export const dashboardStatsQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEYS.stats,
  queryFn: ({ signal }) =>
    apiRequest<DashboardStats>('GET', DASHBOARD_QUERY_KEYS.stats[0], undefined, { signal }),
  staleTime: DASHBOARD_STALE_MS,
});

/** The latest moves and bounty steps, newest first. */
export const dashboardActivityQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEYS.activity,
  queryFn: ({ signal }) =>
    apiRequest<ActivityItem[]>('GET', DASHBOARD_QUERY_KEYS.activity[0], undefined, { signal }),
  staleTime: DASHBOARD_STALE_MS,
});
