import {
  INVITATION_GROUPS,
  type InvitationGroup,
  invitationGroup,
  type InvitationListItem,
} from '@referrals/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { invitationPagesQuery } from './invitationQueries';

/** The tab a just-created invitation is in: active, and nobody registered yet. */
const NEW_INVITATION_GROUP = invitationGroup({ status: 'active', isRegistered: false });
const FIRST_TAB = INVITATION_GROUPS[0]!.group;

export interface InvitationTabs extends PagedItems<InvitationListItem> {
  /** Every tab's count, as the server last counted; undefined until the first page came. */
  counts: Record<InvitationGroup, number> | undefined;
  /** The tab shown; `items` are its invitations (undefined while its first page loads). */
  group: InvitationGroup;
  choose: (group: InvitationGroup) => void;
}

/**
 * The invitation tabs: the shown tab's pages (kept live by the socket, polled while it is down) and the
 * tab choice. It opens on the first tab with content, once the counts are known; a just-created
 * invitation opens its tab, as if the user picked it, and pages load until its card is there.
 */
export function useInvitationTabs(highlightedId: string | null): InvitationTabs {
  const [chosen, setChosen] = useState<InvitationGroup | null>(null);
  const [opening, setOpening] = useState<InvitationGroup | null>(null);
  const [seenHighlight, setSeenHighlight] = useState<string | null>(null);
  if (highlightedId !== seenHighlight) {
    setSeenHighlight(highlightedId);
    if (highlightedId) setChosen(NEW_INVITATION_GROUP);
  }
  const group = chosen ?? opening ?? FIRST_TAB;

  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.invitations);
  // Another tab's pages stand in while this tab's first page loads: their counts keep the tab labels.
  const pages = useInfiniteQuery({
    ...invitationPagesQuery(group),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  const counts = pages.data?.pages.at(-1)?.counts;
  if (opening === null && counts && !pages.isPlaceholderData) {
    setOpening(INVITATION_GROUPS.find((tab) => counts[tab.group] > 0)?.group ?? FIRST_TAB);
  }
  const paged = usePagedItems(pages);

  const { items, loadMore, loadMoreFailed } = paged;
  const highlightMissing =
    highlightedId !== null &&
    items !== undefined &&
    !items.some((invitation) => invitation.id === highlightedId);
  useEffect(() => {
    if (highlightMissing && !loadMoreFailed) loadMore();
  }, [highlightMissing, loadMoreFailed, loadMore]);

  return { ...paged, counts, group, choose: setChosen };
}
