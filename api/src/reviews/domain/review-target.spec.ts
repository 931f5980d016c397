import { describe, expect, it } from '@jest/globals';
import { REVIEW_MESSAGES } from '@referrals/contracts';
import { chooseReviewTarget, type ReviewCandidate } from './review-target.js';

const candidate = (
  prospectId: string,
  status: ReviewCandidate['status'],
  reviewed = false,
): ReviewCandidate => ({ prospectId, status, reviewed });

describe('the prospect a networker’s review is about', () => {
  const candidates = [
    candidate('early-pending', 'intro_made'),
    candidate('early-reviewed', 'meeting_held', true),
    candidate('middle-held', 'review_completed'),
    candidate('late-held', 'meeting_held'),
  ];

  it('is, by default, the earliest whose meeting was held and that is not reviewed yet', () => {
    expect(chooseReviewTarget(candidates, null)).toEqual({ prospectId: 'middle-held' });
  });

  it('is the one asked for when it is open', () => {
    expect(chooseReviewTarget(candidates, 'late-held')).toEqual({ prospectId: 'late-held' });
  });

  it('says why when the one asked for cannot be reviewed', () => {
    expect(chooseReviewTarget(candidates, 'early-pending')).toEqual({
      refused: 'review_meeting_not_held',
      message: REVIEW_MESSAGES.meetingNotHeld,
    });
    expect(chooseReviewTarget(candidates, 'early-reviewed')).toEqual({
      refused: 'review_already_submitted',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect(chooseReviewTarget(candidates, 'someone-elses')).toEqual({
      refused: 'review_target_not_found',
      message: REVIEW_MESSAGES.notFoundOrSubmitted,
    });
  });

  it('says why when none is left', () => {
    expect(chooseReviewTarget([], null)).toMatchObject({ refused: 'review_target_not_found' });
    expect(chooseReviewTarget([candidate('a', 'submitted'), candidate('b', 'rejected')], null)).toMatchObject(
      {
        refused: 'review_meeting_not_held',
      },
    );
    expect(
      chooseReviewTarget([candidate('a', 'meeting_held', true), candidate('b', 'approved')], null),
    ).toMatchObject({ refused: 'review_already_submitted' });
  });
});
