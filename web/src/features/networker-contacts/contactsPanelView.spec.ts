import { describe, expect, it } from '@jest/globals';
import type { NetworkerContact } from '@referrals/contracts';
import { contactsPanelView } from './contactsPanelView';

const contact = (id: string): NetworkerContact =>
  ({
    id,
    sourceType: 'networker_added',
    approvalStatus: 'approved',
    status: 'submitted',
  }) as NetworkerContact;

const listed = (rows: NetworkerContact[], agreed = 0) => ({
  rows,
  counts: { contacts: rows.length, agreed },
});

describe('the networker’s "Your contacts" list', () => {
  it('shows the rows loaded so far, and no empty state', () => {
    const view = contactsPanelView(listed([contact('sam'), contact('kim')]), 1);
    expect(view.rows.map((row) => row.id)).toEqual(['sam', 'kim']);
    expect(view.empty).toBeNull();
  });

  it('says "open an invitation link" only when the networker has no invitation and no contact', () => {
    expect(contactsPanelView(listed([]), 0).empty).toBe('nothing-yet');
  });

  it('invites a first contact instead when an invitation is there, or an agreed recommendation', () => {
    expect(contactsPanelView(listed([]), 2).empty).toBe('no-contacts');
    expect(contactsPanelView(listed([], 1), 0).empty).toBe('no-contacts');
  });

  it('says nothing while the contacts or the invitations are loading', () => {
    expect(contactsPanelView(undefined, 1)).toEqual({ rows: [], empty: null });
    expect(contactsPanelView(listed([]), undefined).empty).toBeNull();
  });
});
