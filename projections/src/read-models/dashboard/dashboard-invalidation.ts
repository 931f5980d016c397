import { DASHBOARD_QUERY_KEYS, type QueryKey } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';

/** The two sides of a prospect, as every prospect and bounty event names them. */
export interface ProspectParties {
  operatorId: string;
  networkerUserId?: string | null;
}

/** Both keys of the Overview tab: its figures and its recent activity. */
export const DASHBOARD_KEYS: readonly QueryKey[] = Object.values(DASHBOARD_QUERY_KEYS);

/** Refreshes these Overview tab keys for the prospect's operator and networker (when it has one). */
export function invalidateDashboards(
  context: ProjectionContext,
  parties: ProspectParties,
  keys: readonly QueryKey[] = DASHBOARD_KEYS,
): void {
  const users = [parties.operatorId, parties.networkerUserId].filter((id): id is string => Boolean(id));
  context.invalidateForUsers(users, keys);
}
