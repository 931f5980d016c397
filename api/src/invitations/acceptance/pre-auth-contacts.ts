import type { NewContact } from '@referrals/contracts';
import { MAX_PRE_AUTH_CONTACTS } from '@referrals/contracts';

/** A contact a visitor added before their account exists, kept with their session until registration. */
export type PreAuthContact = NewContact & { id: string };

declare module 'express-session' {
  interface SessionData {
    /** Per invitation id. The session is replaced at sign-in, so they never outlive the registration. */
    preAuthContacts?: Record<string, PreAuthContact[]>;
  }
}

type ContactsSession = { preAuthContacts?: Record<string, PreAuthContact[]> };

/** Keeps a contact for the invitation; answers false when the session holds the maximum already. */
export function keepPreAuthContact(
  session: ContactsSession,
  invitationId: string,
  contact: PreAuthContact,
): boolean {
  const kept = session.preAuthContacts?.[invitationId] ?? [];
  if (kept.length >= MAX_PRE_AUTH_CONTACTS) return false;
  session.preAuthContacts = { ...session.preAuthContacts, [invitationId]: [...kept, contact] };
  return true;
}

/** The contacts sent with the registration plus those kept in the session that it does not repeat (same id). */
export function withPreAuthContacts(
  session: ContactsSession,
  invitationId: string | null,
  sent: readonly NewContact[] | undefined,
): NewContact[] {
  const contacts = [...(sent ?? [])];
  if (!invitationId) return contacts;
  const sentIds = new Set(contacts.flatMap((contact) => (contact.id ? [contact.id] : [])));
  for (const kept of session.preAuthContacts?.[invitationId] ?? []) {
    if (!sentIds.has(kept.id)) contacts.push(kept);
  }
  return contacts;
}
