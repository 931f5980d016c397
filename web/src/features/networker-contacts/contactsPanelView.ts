import type { NetworkerContact, NetworkerContactSection } from '@referrals/contracts';

/**
 * What "Your contacts" says when it has no row: 'nothing-yet' (open an invitation link) only when the
 * networker truly has nothing — no invitation, no contact, no agreed recommendation; 'no-contacts' when an
 * invitation is there to submit through; null while something it depends on is still loading, or when
 * there are rows.
 */
export type ContactsEmptyState = 'nothing-yet' | 'no-contacts' | null;

export interface ContactsPanelView {
  rows: NetworkerContact[];
  empty: ContactsEmptyState;
}

/** The "contacts" section loaded so far, with every section's count (agreed recommendations have their own card). */
export interface ListedContacts {
  rows: NetworkerContact[];
  counts: Record<NetworkerContactSection, number>;
}

export function contactsPanelView(
  listed: ListedContacts | undefined,
  invitationCount: number | undefined,
): ContactsPanelView {
  if (!listed) return { rows: [], empty: null };
  const { rows, counts } = listed;
  if (rows.length > 0) return { rows, empty: null };
  if (counts.contacts + counts.agreed > 0 || (invitationCount ?? 0) > 0)
    return { rows, empty: 'no-contacts' };
  return { rows, empty: invitationCount === undefined ? null : 'nothing-yet' };
}
