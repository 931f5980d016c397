import { describe, expect, it } from '@jest/globals';
import type { QueryKey } from '@referrals/contracts';
import { roomsByKeys } from './live-update-publisher.js';

const contacts: QueryKey = ['GET /api/networker/contacts-with-status'];
const ledger: QueryKey = ['GET /api/networker/bounty-ledger'];
const invitation: QueryKey = ['GET /api/invitations/:id', { id: 'i1' }];

describe('rooms grouped by the keys they are told', () => {
  it('tells rooms with the same keys, in any order, in one group', () => {
    const groups = roomsByKeys(
      new Map([
        ['user:n1', [contacts, ledger]],
        ['user:n2', [ledger, contacts]],
        ['user:o1', [invitation]],
      ]),
    );
    expect(groups).toEqual([
      { rooms: ['user:n1', 'user:n2'], keys: [contacts, ledger] },
      { rooms: ['user:o1'], keys: [invitation] },
    ]);
  });

  it('keeps rooms apart when one set of keys holds more, and leaves out rooms with none', () => {
    const groups = roomsByKeys(
      new Map([
        ['user:n1', [contacts]],
        ['user:n2', [contacts, ledger]],
        ['user:n3', []],
      ]),
    );
    expect(groups.map((group) => group.rooms)).toEqual([['user:n1'], ['user:n2']]);
  });
});
