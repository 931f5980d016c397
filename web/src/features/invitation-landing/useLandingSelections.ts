import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type LandingContact,
  type LandingSelections,
  NO_SELECTIONS,
  saveSelections,
  storedSelections,
  toggledApproval,
} from './landingSelections';
import type { ProspectApprovalValue } from '@referrals/contracts';

/** The page writes the storage itself, through `changed`: no one else to listen to. */
const neverChanges = () => () => undefined;

/**
 * The visitor's approvals and added contacts on this invitation, kept in session storage per slug. A
 * page rendered on the server shows none until hydrated (the server cannot see the tab's storage), then
 * what was stored; a change is saved, so nothing stored is overwritten before it was read. A first visit
 * (nothing stored) reads as the server's NO_SELECTIONS, so the page is not rendered again after hydrating.
 */
export function useLandingSelections(slug: string) {
  const stored = useSyncExternalStore(
    neverChanges,
    () => storedSelections(sessionStorage, slug),
    () => NO_SELECTIONS,
  );
  const [changed, setChanged] = useState<LandingSelections | null>(null);
  useEffect(() => {
    if (changed) saveSelections(sessionStorage, slug, changed);
  }, [slug, changed]);

  const update = useCallback(
    (change: (current: LandingSelections) => LandingSelections) =>
      setChanged((current) => change(current ?? stored)),
    [stored],
  );
  const toggle = useCallback(
    (prospectId: string) =>
      update((current) => ({ ...current, approvals: toggledApproval(current.approvals, prospectId) })),
    [update],
  );
  const answer = useCallback(
    (prospectId: string, value: ProspectApprovalValue) =>
      update((current) => ({ ...current, approvals: { ...current.approvals, [prospectId]: value } })),
    [update],
  );
  const addContact = useCallback(
    (contact: LandingContact) =>
      update((current) => ({ ...current, contacts: [...current.contacts, contact] })),
    [update],
  );
  const removeContact = useCallback(
    (id: string) =>
      update((current) => ({
        ...current,
        contacts: current.contacts.filter((contact) => contact.id !== id),
      })),
    [update],
  );
  return { selections: changed ?? stored, toggle, answer, addContact, removeContact };
}

export type LandingSelectionsState = ReturnType<typeof useLandingSelections>;
