import { describe, expect, it } from '@jest/globals';
import type { NetworkerContact } from '@referrals/contracts';
import { networkerInvitationLinks } from './networkerInvitations';

const contact = (invitationSlug: string, operatorName: string | null): NetworkerContact =>
  ({ invitationSlug, operatorName }) as NetworkerContact;

describe('networkerInvitationLinks', () => {
  it('lists each invitation once, in the order its contacts come', () => {
    expect(
      networkerInvitationLinks([contact('b', 'Dana'), contact('a', 'Eli'), contact('b', 'Dana')]),
    ).toEqual([
      { slug: 'b', operatorName: 'Dana' },
      { slug: 'a', operatorName: 'Eli' },
    ]);
  });

  it('names an operator without a name as your operator', () => {
    expect(networkerInvitationLinks([contact('a', null)])).toEqual([
      { slug: 'a', operatorName: 'your operator' },
    ]);
  });
});
