import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** Spec: dashboard data is cached 5 minutes; the socket refreshes it when a figure changes. */
const DASHBOARD_STALE_MS = 5 * 60_000;

/** The Overview tab's figures for the active role. */
export const dashboardStatsQuery = queryOptions({
  ...routeQuery('GET /api/dashboard/stats'),
  staleTime: DASHBOARD_STALE_MS,
});

/** The latest moves and bounty steps, newest first. */
export const dashboardActivityQuery = queryOptions({
  ...routeQuery('GET /api/dashboard/activity'),
  staleTime: DASHBOARD_STALE_MS,
});
