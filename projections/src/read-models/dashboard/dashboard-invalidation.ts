import { DASHBOARD_QUERY_KEYS, OPERATOR_ONBOARDING_QUERY_KEY, type QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';

/** Whose Overview tab a prospect or bounty event changes: its operator, and its networker when it has one. */
export interface DashboardAudience {
  operatorId: string;
  networkerUserId?: string | null;
}

/** Both keys of the Overview tab: its figures and its recent activity. */
const DASHBOARD_KEYS: readonly QueryKey[] = Object.values(DASHBOARD_QUERY_KEYS);

/**
 * Refreshes the prospect's operator's and networker's (when it has one) Overview tab: all of it, or
 * only its recent activity. The figures and the operator's onboarding checklist count the same facts
 * (approvals, payouts), so refreshing the figures refreshes the checklist too.
 */
export function invalidateDashboards(
  context: ProjectionContext,
  audience: DashboardAudience,
  which: 'all' | 'activity' = 'all',
): void {
  const users = [audience.operatorId, audience.networkerUserId].filter((id): id is string => Boolean(id));
  if (which === 'activity') {
    context.invalidateForUsers(users, [DASHBOARD_QUERY_KEYS.activity]);
    return;
  }
  context.invalidateForUsers(users, DASHBOARD_KEYS);
  context.invalidateForUsers([audience.operatorId], [OPERATOR_ONBOARDING_QUERY_KEY]);
}
