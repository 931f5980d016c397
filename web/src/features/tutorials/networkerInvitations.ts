import type { NetworkerContact } from '@referrals/contracts';

export interface NetworkerInvitationLink {
  slug: string;
  operatorName: string;
}

/** The invitations a networker's contacts came through, one per invitation, in first-seen order. */
export function networkerInvitationLinks(contacts: readonly NetworkerContact[]): NetworkerInvitationLink[] {
  const bySlug = new Map<string, NetworkerInvitationLink>();
  for (const contact of contacts) {
    if (!bySlug.has(contact.invitationSlug)) {
      bySlug.set(contact.invitationSlug, {
        slug: contact.invitationSlug,
        operatorName: contact.operatorName ?? 'your operator',
      });
    }
  }
  return [...bySlug.values()];
}
