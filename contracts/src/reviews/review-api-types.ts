import type { CommandAnswer } from '../http.js';
import { type QueryKey, queryKey } from '../query-keys.js';
import type { ReviewParty } from './review-rules.js';

/** A review (spec 001 section 3). submissionId is the reviewed prospect's id. */
export interface Review {
  id: string;
  submissionId: string;
  rating: number;
  /** Null when the reviewer wrote nothing. */
  comment: string | null;
  reviewerType: ReviewParty;
  revieweeType: ReviewParty;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /api/reviews/received and /given, newest first: each review with who it is from or about. */
export interface ReviewListItem extends Review {
  prospectName: string;
  /** The reviewer on the received list, the reviewee on the given list. */
  otherPartyName: string;
}

/** GET /api/reviews/submission/{id}/status: the caller's own side's review of the prospect. */
export interface ReviewStatusAnswer {
  hasReview: boolean;
  review: { rating: number; comment: string | null } | null;
}

/** GET /api/reviews/average: the reviews the caller received in their active role. */
export interface ReviewAverageAnswer {
  /** To one decimal; 0 when there is no review. */
  averageRating: number;
  totalReviews: number;
}

/** GET /api/reviews/eligible: a prospect whose meeting was held that the caller's side has not reviewed yet. */
export interface EligibleReviewItem {
  id: string;
  prospectName: string;
  networkerName: string;
  operatorName: string;
  /** The invitation the prospect came through (the networker's review page is /review/{invitationUuid}). */
  invitationUuid: string;
}

/** GET /api/networker/review-data/{invitationUuid}[?prospectId=]: what the networker's review page shows. */
export interface NetworkerReviewData {
  operatorInfo: {
    name: string;
    title: string | null;
    company: string | null;
    profileImageUrl: string | null;
  };
  /** The prospect the review will be about; send it back with the review. */
  prospectId: string;
  prospectName: string;
  prospectCompany: string | null;
}

/** POST /api/reviews: the caller reviews the other party of a prospect, in their active role. */
export interface SubmitReviewRequest {
  submissionId: string;
  rating: number;
  comment?: string | null;
  /** Optional; when sent it must be the opposite of the caller's active role. */
  revieweeType?: ReviewParty;
}

/** POST /api/networker/submit-review: the networker reviews the invitation's operator. */
export interface NetworkerReviewRequest {
  rating: number;
  reviewText: string;
  invitationUuid: string;
  /** Which of the caller's prospects under the invitation; by default the earliest not yet reviewed. */
  prospectId?: string;
}

/** What both review commands answer: the new review's id and the prospect it is about. */
export interface ReviewSubmittedAnswer extends CommandAnswer {
  id: string;
  submissionId: string;
}

/** Query keys of the review screens (first element: the API path that fetches them). */
export const REVIEW_QUERY_KEYS = {
  received: queryKey('GET /api/reviews/received'),
  given: queryKey('GET /api/reviews/given'),
  average: queryKey('GET /api/reviews/average'),
  eligible: queryKey('GET /api/reviews/eligible'),
} as const satisfies Record<string, QueryKey>;

export const reviewStatusQueryKey = (submissionId: string) =>
  queryKey('GET /api/reviews/submission/:id/status', { params: { id: submissionId } });
/** The networker's review page for an invitation, whichever prospect it shows (the prefix of each). */
export const networkerReviewDataQueryKey = (invitationUuid: string) =>
  queryKey('GET /api/networker/review-data/:uuid', { params: { uuid: invitationUuid } });
