import { type NetworkerContact, RECOMMENDED_SOURCE } from '@referrals/contracts';

/**
 * An operator's recommendation the networker agreed to introduce: the "Prospects you agreed to introduce"
 * card lists it (GET /api/networker/approved-prospects selects the same), so "Your contacts" leaves it out.
 */
export function isAgreedRecommendation(
  contact: Pick<NetworkerContact, 'sourceType' | 'approvalStatus'>,
): boolean {
  return contact.sourceType === RECOMMENDED_SOURCE && contact.approvalStatus === 'approved';
}

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

export function contactsPanelView(
  contacts: readonly NetworkerContact[] | undefined,
  invitationCount: number | undefined,
): ContactsPanelView {
  if (!contacts) return { rows: [], empty: null };
  const rows = contacts.filter((contact) => !isAgreedRecommendation(contact));
  if (rows.length > 0) return { rows, empty: null };
  if (contacts.length > 0 || (invitationCount ?? 0) > 0) return { rows, empty: 'no-contacts' };
  return { rows, empty: invitationCount === undefined ? null : 'nothing-yet' };
}
