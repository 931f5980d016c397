import { describe, expect, it } from '@jest/globals';
import { INVITATION_MESSAGES } from '@referrals/contracts';
import { slugDecider } from './invitation-slug.js';

const reserve = (invitationId: string) => ({ type: 'ReserveSlug' as const, slug: 'nora', invitationId });

describe('a link name', () => {
  it('is reserved by the first invitation that takes it', () => {
    expect(slugDecider.decide(reserve('inv-1'), slugDecider.initialState, {})).toEqual([
      { type: 'InvitationSlugReserved', data: { slug: 'nora', invitationId: 'inv-1' } },
    ]);
  });

  it('is refused to any later one', () => {
    expect(slugDecider.decide(reserve('inv-2'), { reservedBy: 'inv-1' }, {})).toEqual({
      refused: 'slug_taken',
      message: INVITATION_MESSAGES.slugTaken,
    });
  });
});
