import type { ProspectStatus } from '../prospects/prospect-status.js';

/** The two sides of a prospect; each may review the other once (spec 001 section 6). */
export const REVIEW_PARTIES = ['operator', 'networker'] as const;
export type ReviewParty = (typeof REVIEW_PARTIES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The networker's review text and the operator's comment alike (the review page's counter). */
export const REVIEW_TEXT_MAX_LENGTH = 500;

/** The review page's star labels. */
export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

/** A review's reviewee type is the opposite of the reviewer's role. */
export const revieweeTypeOf = (reviewerType: ReviewParty): ReviewParty =>
  reviewerType === 'operator' ? 'networker' : 'operator';

/** Reviews open once the meeting was held; review_completed comes after it. */
export const REVIEWABLE_STATUSES: readonly ProspectStatus[] = ['meeting_held', 'review_completed'];

export const isReviewableStatus = (status: ProspectStatus | null): boolean =>
  status !== null && REVIEWABLE_STATUSES.includes(status);

/** A prospect as reviews see it: its two parties and where it stands. */
export interface ReviewedProspect {
  operatorId: string | null;
  networkerUserId: string | null;
  status: ProspectStatus | null;
}

export interface Reviewer {
  userId: string;
  type: ReviewParty;
}

export type ReviewRefusal = 'not_a_party' | 'meeting_not_held';

/** Whether this reviewer may review this prospect now (a second review is refused by its stream). */
export function reviewRefusal(prospect: ReviewedProspect, reviewer: Reviewer): ReviewRefusal | null {
  const party = reviewer.type === 'operator' ? prospect.operatorId : prospect.networkerUserId;
  if (party === null || party !== reviewer.userId) return 'not_a_party';
  if (!isReviewableStatus(prospect.status)) return 'meeting_not_held';
  return null;
}

/** The user a side's review is about: the prospect's other party. */
export function revieweeOf(prospect: ReviewedProspect, reviewerType: ReviewParty): string | null {
  return reviewerType === 'operator' ? prospect.networkerUserId : prospect.operatorId;
}

export type RatingRefusal = 'missing' | 'not_whole_stars';

/** A rating is a whole number of stars from 1 to 5; absent (or null) means none was selected. */
export function ratingRefusal(value: unknown): RatingRefusal | null {
  if (value === undefined || value === null) return 'missing';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'not_whole_stars';
  return value >= RATING_MIN && value <= RATING_MAX ? null : 'not_whole_stars';
}

export type ReviewTextRefusal = 'missing' | 'not_text' | 'too_long';

/**
 * A review's text, judged once trimmed: required for the networker's review, optional for the
 * operator's comment (absent, null or blank then means no comment); at most 500 characters.
 */
export function reviewTextRefusal(value: unknown, required: boolean): ReviewTextRefusal | null {
  if (value === undefined || value === null) return required ? 'missing' : null;
  if (typeof value !== 'string') return 'not_text';
  const trimmed = value.trim();
  if (trimmed === '') return required ? 'missing' : null;
  return trimmed.length > REVIEW_TEXT_MAX_LENGTH ? 'too_long' : null;
}

/** A comment as stored: trimmed, and null when empty (spec: "null if empty"). */
export const reviewComment = (value: string | null | undefined): string | null => value?.trim() || null;

/** The mean rating to one decimal; 0 when there is no review. */
export function averageRating(ratingSum: number, count: number): number {
  // Tenths from integers first, so 4.35 rounds as written rather than as 43.4999… tenths.
  return count === 0 ? 0 : Math.round((ratingSum * 10) / count) / 10;
}
