import { describe, expect, it } from '@jest/globals';
import { type NetworkerContact, RECOMMENDED_SOURCE } from '@referrals/contracts';
import { contactsPanelView, isAgreedRecommendation } from './contactsPanelView';

const contact = (id: string, overrides: Partial<NetworkerContact> = {}): NetworkerContact =>
  ({
    id,
    sourceType: 'networker_added',
    approvalStatus: 'approved',
    status: 'submitted',
    ...overrides,
  }) as NetworkerContact;

const agreed = (id: string) => contact(id, { sourceType: RECOMMENDED_SOURCE, approvalStatus: 'approved' });

describe('the networker’s "Your contacts" list', () => {
  it('leaves out the recommendations the networker agreed to introduce, which have their own card', () => {
    const view = contactsPanelView([agreed('priya'), contact('sam')], 1);
    expect(view.rows.map((row) => row.id)).toEqual(['sam']);
    expect(view.empty).toBeNull();
  });

  it('keeps a rejected or pending recommendation', () => {
    expect(
      isAgreedRecommendation(contact('a', { sourceType: RECOMMENDED_SOURCE, approvalStatus: 'rejected' })),
    ).toBe(false);
    expect(
      isAgreedRecommendation(contact('b', { sourceType: RECOMMENDED_SOURCE, approvalStatus: 'pending' })),
    ).toBe(false);
    expect(isAgreedRecommendation(agreed('c'))).toBe(true);
  });

  it('says "open an invitation link" only when the networker has no invitation and no contact', () => {
    expect(contactsPanelView([], 0).empty).toBe('nothing-yet');
  });

  it('invites a first contact instead when an invitation is there', () => {
    expect(contactsPanelView([], 2).empty).toBe('no-contacts');
    expect(contactsPanelView([agreed('priya')], 1).empty).toBe('no-contacts');
  });

  it('says nothing while the contacts or the invitations are loading', () => {
    expect(contactsPanelView(undefined, 1)).toEqual({ rows: [], empty: null });
    expect(contactsPanelView([], undefined).empty).toBeNull();
  });
});
