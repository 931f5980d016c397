import { describe, expect, it } from '@jest/globals';
import { PROSPECT_MESSAGES, REVIEW_MESSAGES, type ReviewParty } from '@referrals/contracts';
import {
  given,
  INVITATION,
  NETWORKER,
  OPERATOR,
  PROSPECT,
  prospectAt,
  reviewSubmitted,
} from './review-story.js';

const by = (type: ReviewParty, userId = type === 'operator' ? OPERATOR : NETWORKER) => ({
  type: 'SubmitReview' as const,
  prospectId: PROSPECT,
  reviewId: 'r-9',
  reviewer: { userId, type },
  claimedRevieweeType: null,
  rating: 5,
  comment: 'Great intro.',
});

describe('a review of a prospect’s other party', () => {
  it('is given by either party once the meeting was held, about the other party', () => {
    given()
      .when(by('operator'), prospectAt('meeting_held'))
      .then({
        type: 'ReviewSubmitted',
        data: {
          reviewId: 'r-9',
          prospectId: PROSPECT,
          invitationUuid: INVITATION,
          reviewerUserId: OPERATOR,
          reviewerType: 'operator',
          revieweeUserId: NETWORKER,
          revieweeType: 'networker',
          rating: 5,
          comment: 'Great intro.',
        },
      });
    given()
      .when(
        { ...by('networker'), claimedRevieweeType: 'operator', comment: null },
        prospectAt('review_completed'),
      )
      .then({
        type: 'ReviewSubmitted',
        data: {
          reviewId: 'r-9',
          prospectId: PROSPECT,
          invitationUuid: INVITATION,
          reviewerUserId: NETWORKER,
          reviewerType: 'networker',
          revieweeUserId: OPERATOR,
          revieweeType: 'operator',
          rating: 5,
          comment: null,
        },
      });
  });

  it('is given once per side: a second is refused, the first stands', () => {
    const reviewed = given(reviewSubmitted('operator', 2));
    reviewed
      .when(by('operator'), prospectAt('meeting_held'))
      .thenRefused('review_already_submitted', REVIEW_MESSAGES.alreadyReviewed);
    expect(reviewed.state).toEqual({ submitted: { reviewId: 'r-operator', rating: 2 } });
    expect(
      given(reviewSubmitted('operator', 2), reviewSubmitted('operator', 5)).state.submitted?.rating,
    ).toBe(2);
  });

  it('waits for the meeting to be held', () => {
    for (const status of [
      'submitted',
      'approved',
      'intro_made',
      'meeting_scheduled',
      'rejected',
      null,
    ] as const)
      given()
        .when(by('operator'), prospectAt(status))
        .thenRefused('review_meeting_not_held', REVIEW_MESSAGES.meetingNotHeld);
    // A recommendation not yet answered has no networker: its operator still hears that it is early.
    given()
      .when(by('operator'), prospectAt(null, { networkerUserId: null }))
      .thenRefused('review_meeting_not_held');
  });

  it('answers anyone but the prospect’s party on that side, or a removed prospect, as not found', () => {
    given()
      .when(by('operator', 'op-2'), prospectAt('meeting_held'))
      .thenRefused('review_prospect_not_found', PROSPECT_MESSAGES.notFound);
    given()
      .when(by('networker', OPERATOR), prospectAt('meeting_held'))
      .thenRefused('review_prospect_not_found');
    given()
      .when(by('operator'), prospectAt('meeting_held', { removed: true }))
      .thenRefused('review_prospect_not_found');
    given()
      .when(by('operator'), prospectAt(null, { operatorId: null, networkerUserId: null, invitationId: null }))
      .thenRefused('review_prospect_not_found');
  });

  it('refuses a request naming the reviewer’s own side as the reviewee, before anything else', () => {
    given()
      .when({ ...by('operator'), claimedRevieweeType: 'operator' }, prospectAt('meeting_held'))
      .thenRefused('reviewee_type_mismatch', /networker/);
    given(reviewSubmitted('networker'))
      .when({ ...by('networker', 'someone'), claimedRevieweeType: 'networker' }, prospectAt(null))
      .thenRefused('reviewee_type_mismatch');
  });
});
