import { describe, expect, it } from '@jest/globals';
import type { NetworkerProspectRow } from '@referrals/contracts';
import { networkerCards, waitingNetworkersText } from './prospectStatusView';

const row = (id: string, invitationId: string, networkerUserId: string): NetworkerProspectRow =>
  ({
    id,
    prospectName: id,
    networker: { invitationId, networkerUserId, networkerName: networkerUserId, prospectCount: 9 },
  }) as NetworkerProspectRow;

describe('Prospect Status on a phone', () => {
  it('puts each contact under its networker on that invitation, the networker of the latest change first', () => {
    const cards = networkerCards([
      row('p1', 'inv-1', 'nora'),
      row('p2', 'inv-1', 'sam'),
      row('p3', 'inv-2', 'nora'),
      row('p4', 'inv-1', 'nora'),
    ]);
    expect(cards.map((card) => [card.key, card.prospects.map((prospect) => prospect.id)])).toEqual([
      ['inv-1/nora', ['p1', 'p4']],
      ['inv-1/sam', ['p2']],
      ['inv-2/nora', ['p3']],
    ]);
  });

  it('keeps the cards shown where they were when a next page adds contacts', () => {
    const first = [row('p1', 'inv-1', 'nora'), row('p2', 'inv-1', 'sam')];
    const more = [...first, row('p3', 'inv-1', 'kim'), row('p4', 'inv-1', 'nora')];
    expect(networkerCards(more).map((card) => card.key)).toEqual([
      ...networkerCards(first).map((card) => card.key),
      'inv-1/kim',
    ]);
  });
});

describe('the networkers without contacts', () => {
  it('names them, an unnamed one as a networker, once each', () => {
    expect(waitingNetworkersText({ count: 3, names: ['Wes', '', 'Wes'] })).toBe(
      'No contacts yet from Wes, a networker.',
    );
  });

  it('counts those it does not name', () => {
    expect(waitingNetworkersText({ count: 12, names: ['Wes', 'Kim'] })).toBe(
      'No contacts yet from Wes, Kim and 10 more.',
    );
  });

  it('says nothing when every networker brought someone', () => {
    expect(waitingNetworkersText({ count: 0, names: [] })).toBeNull();
  });
});
