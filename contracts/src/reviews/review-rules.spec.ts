import { describe, expect, it } from '@jest/globals';
import {
  ratingRefusalMessage,
  REVIEW_MESSAGES,
  revieweeTypeMismatchMessage,
  reviewTextRefusalMessage,
} from './review-messages.js';
import {
  averageRating,
  RATING_LABELS,
  ratingRefusal,
  reviewComment,
  revieweeOf,
  revieweeTypeOf,
  reviewRefusal,
  reviewTextRefusal,
  type ReviewedProspect,
} from './review-rules.js';

const prospect = (status: ReviewedProspect['status']): ReviewedProspect => ({
  operatorId: 'olivia',
  networkerUserId: 'nora',
  status,
});

describe('who may review a prospect, and when', () => {
  it('lets each party review once the meeting was held, also after the review step', () => {
    expect(reviewRefusal(prospect('meeting_held'), { userId: 'olivia', type: 'operator' })).toBeNull();
    expect(reviewRefusal(prospect('meeting_held'), { userId: 'nora', type: 'networker' })).toBeNull();
    expect(reviewRefusal(prospect('review_completed'), { userId: 'nora', type: 'networker' })).toBeNull();
  });

  it('keeps reviews closed before the meeting was held, and on a rejected prospect', () => {
    for (const status of [
      'submitted',
      'under_review',
      'approved',
      'intro_made',
      'meeting_scheduled',
      'rejected',
    ])
      expect(
        reviewRefusal(prospect(status as ReviewedProspect['status']), { userId: 'olivia', type: 'operator' }),
      ).toBe('meeting_not_held');
  });

  it('refuses anyone but the party of the side they act in', () => {
    expect(reviewRefusal(prospect('meeting_held'), { userId: 'oscar', type: 'operator' })).toBe(
      'not_a_party',
    );
    expect(reviewRefusal(prospect('meeting_held'), { userId: 'olivia', type: 'networker' })).toBe(
      'not_a_party',
    );
    expect(reviewRefusal(prospect('meeting_held'), { userId: 'nora', type: 'operator' })).toBe('not_a_party');
    expect(
      reviewRefusal(
        { operatorId: null, networkerUserId: null, status: null },
        { userId: 'x', type: 'networker' },
      ),
    ).toBe('not_a_party');
  });

  it('makes the other party the reviewee', () => {
    expect(revieweeTypeOf('operator')).toBe('networker');
    expect(revieweeTypeOf('networker')).toBe('operator');
    expect(revieweeOf(prospect('meeting_held'), 'operator')).toBe('nora');
    expect(revieweeOf(prospect('meeting_held'), 'networker')).toBe('olivia');
  });
});

describe('a rating', () => {
  it('is a whole number of stars from 1 to 5', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(ratingRefusal(stars)).toBeNull();
    for (const value of [0, 6, -1, 2.5, Number.NaN, Infinity, '4', true, [4], { stars: 4 }])
      expect(ratingRefusal(value)).toBe('not_whole_stars');
  });

  it('is missing when absent or null, and says so in each page’s wording', () => {
    expect(ratingRefusal(undefined)).toBe('missing');
    expect(ratingRefusal(null)).toBe('missing');
    expect(ratingRefusalMessage('missing', 'review')).toBe('Please select a star rating');
    expect(ratingRefusalMessage('missing', 'networker_review')).toBe(
      'Please select a star rating before submitting.',
    );
    expect(ratingRefusalMessage('not_whole_stars', 'review')).toBe(REVIEW_MESSAGES.ratingInvalid);
  });

  it('has the review page’s labels', () => {
    expect([1, 2, 3, 4, 5].map((stars) => RATING_LABELS[stars])).toEqual([
      'Poor',
      'Fair',
      'Good',
      'Very Good',
      'Excellent',
    ]);
  });
});

describe('review text', () => {
  it('is required for the networker’s review, judged once trimmed', () => {
    for (const value of [undefined, null, '', '   \n\t '])
      expect(reviewTextRefusal(value, true)).toBe('missing');
    expect(reviewTextRefusalMessage('missing', 'reviewText')).toBe(
      'Please write a brief review before submitting.',
    );
    expect(reviewTextRefusal('Great intro', true)).toBeNull();
  });

  it('is optional for the operator’s comment', () => {
    for (const value of [undefined, null, '', '   ']) expect(reviewTextRefusal(value, false)).toBeNull();
  });

  it('is at most 500 characters once trimmed, and text', () => {
    expect(reviewTextRefusal('x'.repeat(500), true)).toBeNull();
    expect(reviewTextRefusal(`  ${'x'.repeat(500)}  `, false)).toBeNull();
    expect(reviewTextRefusal('x'.repeat(501), true)).toBe('too_long');
    expect(reviewTextRefusal('x'.repeat(501), false)).toBe('too_long');
    expect(reviewTextRefusalMessage('too_long', 'comment')).toBe(REVIEW_MESSAGES.commentTooLong);
    expect(reviewTextRefusal(42, false)).toBe('not_text');
  });

  it('is stored trimmed, and an empty comment as null', () => {
    expect(reviewComment('  Sharp and prepared.  ')).toBe('Sharp and prepared.');
    expect(reviewComment('   ')).toBeNull();
    expect(reviewComment('')).toBeNull();
    expect(reviewComment(null)).toBeNull();
    expect(reviewComment(undefined)).toBeNull();
  });
});

describe('the average rating', () => {
  it('is the mean to one decimal, and 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(10, 3)).toBe(3.3);
    expect(averageRating(11, 3)).toBe(3.7);
    expect(averageRating(87, 20)).toBe(4.4);
    expect(averageRating(5, 1)).toBe(5);
  });
});

describe('the reviewee type a body may name', () => {
  it('is refused when it names the reviewer’s own side, saying which it must be', () => {
    expect(revieweeTypeMismatchMessage('operator')).toBe(
      'You review as an operator, so revieweeType must be networker.',
    );
    expect(revieweeTypeMismatchMessage('networker')).toBe(
      'You review as a networker, so revieweeType must be operator.',
    );
  });
});
