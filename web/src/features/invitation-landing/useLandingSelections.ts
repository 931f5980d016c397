import { useCallback, useEffect, useState } from 'react';
import {
  type LandingContact,
  type LandingSelections,
  loadSelections,
  saveSelections,
  toggledApproval,
} from './landingSelections';
import type { ProspectApprovalValue } from '@referrals/contracts';

/** The visitor's approvals and added contacts on this invitation, kept in session storage per slug. */
export function useLandingSelections(slug: string) {
  const [selections, setSelections] = useState<LandingSelections>(() => loadSelections(sessionStorage, slug));
  useEffect(() => saveSelections(sessionStorage, slug, selections), [slug, selections]);

  const toggle = useCallback(
    (prospectId: string) =>
      setSelections((current) => ({ ...current, approvals: toggledApproval(current.approvals, prospectId) })),
    [],
  );
  const answer = useCallback(
    (prospectId: string, value: ProspectApprovalValue) =>
      setSelections((current) => ({ ...current, approvals: { ...current.approvals, [prospectId]: value } })),
    [],
  );
  const addContact = useCallback(
    (contact: LandingContact) =>
      setSelections((current) => ({ ...current, contacts: [...current.contacts, contact] })),
    [],
  );
  const removeContact = useCallback(
    (id: string) =>
      setSelections((current) => ({
        ...current,
        contacts: current.contacts.filter((contact) => contact.id !== id),
      })),
    [],
  );
  return { selections, toggle, answer, addContact, removeContact };
}

export type LandingSelectionsState = ReturnType<typeof useLandingSelections>;
