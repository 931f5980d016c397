import type { ReviewedProspect, Reviewer, ReviewParty } from '@referrals/contracts';

/** What can be asked of a side's review stream, the facts a decision needs, and why one is refused. */

export type ReviewCommand = {
  type: 'SubmitReview';
  prospectId: string;
  /** Given by the handler: the answer names it. */
  reviewId: string;
  reviewer: Reviewer;
  /** The side the request says is reviewed, when it says: it must be the other side. */
  claimedRevieweeType: ReviewParty | null;
  /** A whole number of stars, 1 to 5 (checked by the DTO). */
  rating: number;
  /** Trimmed; null when empty. */
  comment: string | null;
};

/** The prospect as its own stream says it stands: its parties, its invitation and its status. */
export interface ReviewedProspectFacts extends ReviewedProspect {
  invitationId: string | null;
  removed: boolean;
}

/** What the handler loads: the prospect reviewed, folded from its stream. */
export interface ReviewFacts {
  prospect: ReviewedProspectFacts;
}

export type ReviewRefusalCode =
  | 'reviewee_type_mismatch'
  | 'review_prospect_not_found'
  | 'review_target_not_found'
  | 'review_meeting_not_held'
  | 'review_already_submitted';
