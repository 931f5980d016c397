import type { InvitationNetworker, NetworkerProspectPage, NetworkerProspectRow } from '@referrals/contracts';

/** A networker's card on a phone: the networker, and their contacts loaded so far. */
export interface NetworkerCardView {
  key: string;
  networker: InvitationNetworker;
  prospects: NetworkerProspectRow[];
}

/**
 * The contacts loaded so far under their networkers, each card where its networker's latest contact is
 * (the rows come latest change first): a next page only adds contacts below, to a card or a new one.
 */
export function networkerCards(rows: readonly NetworkerProspectRow[]): NetworkerCardView[] {
  const cards = new Map<string, NetworkerCardView>();
  for (const row of rows) {
    const key = `${row.networker.invitationId}/${row.networker.networkerUserId}`;
    const card = cards.get(key);
    if (card) card.prospects.push(row);
    else cards.set(key, { key, networker: row.networker, prospects: [row] });
  }
  return [...cards.values()];
}

/** Who joined and brought no contact yet, in words; null when everyone has. */
export function waitingNetworkersText({
  count,
  names,
}: NetworkerProspectPage['waitingNetworkers']): string | null {
  if (count === 0) return null;
  const named = [...new Set(names.map((name) => name || 'a networker'))].join(', ');
  const others = count - names.length;
  return `No contacts yet from ${named}${others > 0 ? ` and ${others} more` : ''}.`;
}
