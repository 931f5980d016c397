import { isReviewableStatus, type ProspectStatus, REVIEW_MESSAGES } from '@referrals/contracts';
import { refuse, type Refusal } from '../../kernel/decider.js';
import type { ReviewRefusalCode } from './review-commands.js';

/** One of the networker's prospects under the invitation, and whether the networker reviewed it. */
export interface ReviewCandidate {
  prospectId: string;
  status: ProspectStatus | null;
  reviewed: boolean;
}

export type ReviewTarget = { prospectId: string } | Refusal<ReviewRefusalCode>;

/**
 * Which prospect the networker's review of the invitation's operator is about: the one asked for,
 * or else the earliest whose meeting was held and that the networker has not reviewed yet.
 * `candidates` are the networker's own prospects under the invitation, earliest first, as the read
 * models show them: the review itself is then decided on the prospect's and the review's streams.
 */
export function chooseReviewTarget(
  candidates: readonly ReviewCandidate[],
  prospectId: string | null,
): ReviewTarget {
  const pool = prospectId
    ? candidates.filter((candidate) => candidate.prospectId === prospectId)
    : candidates;
  if (pool.length === 0) return refuse('review_target_not_found', REVIEW_MESSAGES.notFoundOrSubmitted);
  const open = pool.filter((candidate) => isReviewableStatus(candidate.status));
  if (open.length === 0) return refuse('review_meeting_not_held', REVIEW_MESSAGES.meetingNotHeld);
  const target = open.find((candidate) => !candidate.reviewed);
  return target
    ? { prospectId: target.prospectId }
    : refuse('review_already_submitted', REVIEW_MESSAGES.alreadyReviewed);
}

export const isTargetRefused = (target: ReviewTarget): target is Refusal<ReviewRefusalCode> =>
  'refused' in target;
