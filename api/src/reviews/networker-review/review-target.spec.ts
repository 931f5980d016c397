import { describe, expect, it } from '@jest/globals';
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
    expect(chooseReviewTarget(candidates, 'early-pending')).toEqual({ refusal: 'meeting_not_held' });
    expect(chooseReviewTarget(candidates, 'early-reviewed')).toEqual({ refusal: 'already_reviewed' });
    expect(chooseReviewTarget(candidates, 'someone-elses')).toEqual({ refusal: 'not_found' });
  });

  it('says why when none is left', () => {
    expect(chooseReviewTarget([], null)).toEqual({ refusal: 'not_found' });
    expect(chooseReviewTarget([candidate('a', 'submitted'), candidate('b', 'rejected')], null)).toEqual({
      refusal: 'meeting_not_held',
    });
    expect(
      chooseReviewTarget([candidate('a', 'meeting_held', true), candidate('b', 'approved')], null),
    ).toEqual({ refusal: 'already_reviewed' });
  });
});
