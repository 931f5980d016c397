import type { ProspectStatus } from '../prospects/prospect-status.js';

/** A prospect counts as recent for this many days after it was added (spec: 7). */
export const RECENT_PROSPECT_DAYS = 7;

/** Statuses in which a prospect still needs the operator's attention: 3 points each. */
const OPEN_PIPELINE_STATUSES: ReadonlySet<ProspectStatus> = new Set([
  'submitted',
  'under_review',
  'approved',
  'intro_made',
  'meeting_scheduled',
]);

export interface ScoredProspect {
  /** Null while a recommended prospect waits for the networker's approval. */
  status: ProspectStatus | null;
  createdAt: string;
}

/**
 * The spec's activity score: 3 per prospect in an open pipeline status, plus 2 per prospect
 * added within the last 7 days, plus 1 per prospect. Busier invitations are listed first.
 */
export function invitationActivityScore(prospects: readonly ScoredProspect[], now: Date): number {
  const recentSince = now.getTime() - RECENT_PROSPECT_DAYS * 24 * 60 * 60 * 1000;
  return prospects.reduce((score, prospect) => {
    const open = prospect.status !== null && OPEN_PIPELINE_STATUSES.has(prospect.status) ? 3 : 0;
    const recent = Date.parse(prospect.createdAt) >= recentSince ? 2 : 0;
    return score + open + recent + 1;
  }, 0);
}

/** Higher score first, then the most recently sent. */
export function compareByActivity(
  a: { activityScore: number; sentAt: string },
  b: { activityScore: number; sentAt: string },
): number {
  return b.activityScore - a.activityScore || Date.parse(b.sentAt) - Date.parse(a.sentAt);
}
