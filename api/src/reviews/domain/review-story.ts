import type { ProspectStatus, ReviewParty, ReviewStreamEventType } from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { reviewDecider } from './review.js';
import type { ReviewedProspectFacts, ReviewFacts } from './review-commands.js';

/**
 * Given/when/then for a side's review stream: the events already on it, a command with the prospect
 * as its own stream says it stands, and the events decided (or the refusal). Test support only.
 */

type ReviewFact = DecidedEvent<ReviewStreamEventType>;

export const PROSPECT = 'p-1';
export const INVITATION = 'inv-1';
export const OPERATOR = 'op-1';
export const NETWORKER = 'nw-1';

/** The prospect as its stream says it stands: submitted by NETWORKER for OPERATOR, at `status`. */
export const prospectAt = (
  status: ProspectStatus | null,
  changes: Partial<ReviewedProspectFacts> = {},
): ReviewFacts => ({
  prospect: {
    operatorId: OPERATOR,
    networkerUserId: NETWORKER,
    invitationId: INVITATION,
    status,
    removed: false,
    ...changes,
  },
});

/** `reviewerType`'s review on its stream. */
export const reviewSubmitted = (reviewerType: ReviewParty, rating = 4): ReviewFact => ({
  type: 'ReviewSubmitted',
  data: {
    reviewId: `r-${reviewerType}`,
    prospectId: PROSPECT,
    invitationUuid: INVITATION,
    reviewerUserId: reviewerType === 'operator' ? OPERATOR : NETWORKER,
    reviewerType,
    revieweeUserId: reviewerType === 'operator' ? NETWORKER : OPERATOR,
    revieweeType: reviewerType === 'operator' ? 'networker' : 'operator',
    rating,
    comment: null,
  },
});

export const given = deciderStory(reviewDecider, `review-${PROSPECT}-networker`, prospectAt('meeting_held'));
