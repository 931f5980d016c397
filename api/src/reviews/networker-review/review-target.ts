import { isReviewableStatus, type ProspectStatus } from '@referrals/contracts';

/** One of the networker's prospects under the invitation, and whether the networker reviewed it. */
export interface ReviewCandidate {
  prospectId: string;
  status: ProspectStatus | null;
  reviewed: boolean;
}

export type ReviewTargetRefusal = 'not_found' | 'meeting_not_held' | 'already_reviewed';

export type ReviewTarget = { prospectId: string } | { refusal: ReviewTargetRefusal };

/**
 * Which prospect the networker's review of the invitation's operator is about: the one asked for,
 * or else the earliest whose meeting was held and that the networker has not reviewed yet.
 * `candidates` are the networker's own prospects under the invitation, earliest first.
 */
export function chooseReviewTarget(
  candidates: readonly ReviewCandidate[],
  prospectId: string | null,
): ReviewTarget {
  const pool = prospectId
    ? candidates.filter((candidate) => candidate.prospectId === prospectId)
    : candidates;
  if (pool.length === 0) return { refusal: 'not_found' };
  const open = pool.filter((candidate) => isReviewableStatus(candidate.status));
  if (open.length === 0) return { refusal: 'meeting_not_held' };
  const target = open.find((candidate) => !candidate.reviewed);
  return target ? { prospectId: target.prospectId } : { refusal: 'already_reviewed' };
}
