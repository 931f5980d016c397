import type { ProspectStatus } from '../prospects/prospect-status.js';

/** A prospect counts as recent for this many days after it was added (spec: 7). */
export const RECENT_PROSPECT_DAYS = 7;

/** Statuses in which a prospect still needs the operator's attention: 3 points each. */
export const OPEN_PIPELINE_STATUSES: readonly ProspectStatus[] = [
  'submitted',
  'under_review',
  'approved',
  'intro_made',
  'meeting_scheduled',
];
const OPEN = new Set(OPEN_PIPELINE_STATUSES);

export interface ScoredProspect {
  /** Null while a recommended prospect waits for the networker's approval. */
  status: ProspectStatus | null;
  createdAt: string;
}

/** How many of an invitation's prospects count towards each part of the score. */
export interface ActivityCounts {
  prospects: number;
  /** In an open pipeline status. */
  open: number;
  /** Added within the last RECENT_PROSPECT_DAYS days. */
  recent: number;
}

/** Prospects added at or after this moment count as recent. */
export function recentProspectsSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_PROSPECT_DAYS * 24 * 60 * 60 * 1000);
}

/** Points per prospect: in an open pipeline status, added recently, and any (the server's SQL orders by the same). */
export const ACTIVITY_SCORE_WEIGHTS = { open: 3, recent: 2, prospect: 1 } as const;

/**
 * The spec's activity score: 3 per prospect in an open pipeline status, plus 2 per prospect
 * added within the last 7 days, plus 1 per prospect. Busier invitations are listed first.
 * From counts, so a list of many invitations can count in the database.
 */
export function activityScoreOf(counts: ActivityCounts): number {
  const { open, recent, prospect } = ACTIVITY_SCORE_WEIGHTS;
  return open * counts.open + recent * counts.recent + prospect * counts.prospects;
}

export function invitationActivityScore(prospects: readonly ScoredProspect[], now: Date): number {
  const recentSince = recentProspectsSince(now).getTime();
  return activityScoreOf({
    prospects: prospects.length,
    open: prospects.filter((prospect) => prospect.status !== null && OPEN.has(prospect.status)).length,
    recent: prospects.filter((prospect) => Date.parse(prospect.createdAt) >= recentSince).length,
  });
}

/** Higher score first, then the most recently sent. */
export function compareByActivity(
  a: { activityScore: number; sentAt: string },
  b: { activityScore: number; sentAt: string },
): number {
  return b.activityScore - a.activityScore || Date.parse(b.sentAt) - Date.parse(a.sentAt);
}
