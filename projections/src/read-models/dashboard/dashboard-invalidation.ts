import { DASHBOARD_QUERY_KEYS, OPERATOR_ONBOARDING_QUERY_KEY, type QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';

/** Whose Overview tab a prospect or bounty event changes: its operator, and its networker when it has one. */
export interface DashboardAudience {
  operatorId: string;
  networkerUserId?: string | null;
}

/** Both keys of the Overview tab: its figures and its recent activity. */
export const DASHBOARD_KEYS: readonly QueryKey[] = Object.values(DASHBOARD_QUERY_KEYS);

/** Refreshes these Overview tab keys for the prospect's operator and networker (when it has one). */
export function invalidateDashboards(
  context: ProjectionContext,
  audience: DashboardAudience,
  keys: readonly QueryKey[] = DASHBOARD_KEYS,
): void {
  const users = [audience.operatorId, audience.networkerUserId].filter((id): id is string => Boolean(id));
  context.invalidateForUsers(users, keys);
  // The operator's onboarding checklist ticks at a first approval and a first payout.
  if (keys === DASHBOARD_KEYS)
    context.invalidateForUsers([audience.operatorId], [OPERATOR_ONBOARDING_QUERY_KEY]);
}
