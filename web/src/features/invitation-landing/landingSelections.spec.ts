import { describe, expect, it } from '@jest/globals';
import {
  asNewContacts,
  countedRows,
  NO_SELECTIONS,
  saveSelections,
  storedSelections,
  toggledApproval,
} from './landingSelections';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('landing selections', () => {
  it('keeps approvals and contacts per slug under the spec’s keys', () => {
    const storage = memoryStorage();
    const contact = { id: 'c1', name: 'Sam', title: '', company: 'Figma', linkedinUrl: '' };
    saveSelections(storage, 'nora', { approvals: { p1: 'approved' }, contacts: [contact] });
    expect([...storage.items.keys()]).toEqual(['prospectApprovals_nora', 'additionalContacts_nora']);
    expect(storedSelections(storage, 'nora')).toEqual({ approvals: { p1: 'approved' }, contacts: [contact] });
    expect(storedSelections(storage, 'other')).toEqual({ approvals: {}, contacts: [] });
  });

  it('starts afresh from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('prospectApprovals_nora', '{broken');
    storage.setItem('additionalContacts_nora', '{"not":"a list"}');
    expect(storedSelections(storage, 'nora')).toEqual({ approvals: {}, contacts: [] });
  });

  it('reads the stored selections as one value while the storage holds the same text', () => {
    const storage = memoryStorage();
    // Nothing stored: the very value the server renders with, so hydration changes nothing.
    expect(storedSelections(storage, 'nora')).toBe(NO_SELECTIONS);
    saveSelections(storage, 'nora', { approvals: { p1: 'approved' }, contacts: [] });
    const first = storedSelections(storage, 'nora');
    expect(first).toEqual({ approvals: { p1: 'approved' }, contacts: [] });
    expect(storedSelections(storage, 'nora')).toBe(first);
    saveSelections(storage, 'nora', { approvals: { p1: 'rejected' }, contacts: [] });
    expect(storedSelections(storage, 'nora')).toEqual({ approvals: { p1: 'rejected' }, contacts: [] });
    expect(storedSelections(storage, 'other')).toBe(NO_SELECTIONS);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(storedSelections(throwing, 'nora')).toBe(NO_SELECTIONS);
  });

  it('toggles between approved and unset, and counts approved rows plus own contacts', () => {
    const once = toggledApproval({}, 'p1');
    expect(once).toEqual({ p1: 'approved' });
    expect(toggledApproval(once, 'p1')).toEqual({ p1: 'unset' });
    expect(
      countedRows({ p1: 'approved', p2: 'unset', p3: 'rejected' }, [
        { id: 'c', name: 'A', title: '', company: 'B', linkedinUrl: '' },
      ]),
    ).toBe(2);
  });

  it('sends contacts with empty optional fields left out', () => {
    expect(
      asNewContacts([{ id: 'c', name: 'A', title: '', company: 'B', linkedinUrl: 'linkedin.com/in/a' }]),
    ).toEqual([
      {
        id: 'c',
        prospectName: 'A',
        prospectTitle: undefined,
        prospectCompany: 'B',
        prospectLinkedinUrl: 'linkedin.com/in/a',
      },
    ]);
  });
});
