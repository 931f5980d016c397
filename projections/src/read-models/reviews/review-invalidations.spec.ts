import { describe, expect, it } from '@jest/globals';
import type { ReviewSubmittedData } from '@referrals/contracts';
import { reviewInvalidations } from './review-invalidations.js';

const review = (reviewerType: 'operator' | 'networker'): ReviewSubmittedData => ({
  reviewId: 'review-1',
  prospectId: 'prospect-1',
  invitationUuid: 'invitation-1',
  reviewerUserId: reviewerType === 'operator' ? 'olivia' : 'nora',
  reviewerType,
  revieweeUserId: reviewerType === 'operator' ? 'nora' : 'olivia',
  revieweeType: reviewerType === 'operator' ? 'networker' : 'operator',
  rating: 4,
  comment: null,
});

describe('the screens a review refreshes', () => {
  it('refreshes what the operator gave and has left, what the networker received, and both funnels', () => {
    expect(reviewInvalidations(review('operator'))).toEqual([
      {
        userId: 'olivia',
        keys: [
          ['/api/reviews/given'],
          ['/api/reviews/eligible'],
          ['/api/reviews/submission/prospect-1/status'],
          ['/api/dashboard/stats'],
        ],
      },
      {
        userId: 'nora',
        keys: [
          ['/api/reviews/received'],
          ['/api/reviews/average'],
          ['/api/dashboard/activity'],
          ['/api/dashboard/stats'],
        ],
      },
    ]);
  });

  it('also refreshes the networker’s review page of that invitation when the networker reviews', () => {
    const [reviewer, reviewee] = reviewInvalidations(review('networker'));
    expect(reviewer).toEqual({
      userId: 'nora',
      keys: [
        ['/api/reviews/given'],
        ['/api/reviews/eligible'],
        ['/api/reviews/submission/prospect-1/status'],
        ['/api/dashboard/stats'],
        ['/api/networker/review-data/invitation-1'],
      ],
    });
    expect(reviewee?.userId).toBe('olivia');
  });
});
