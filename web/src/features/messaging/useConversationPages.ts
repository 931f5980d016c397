import type { Conversation } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { conversationPagesQuery } from './conversationQueries';

export interface ConversationPages extends PagedItems<Conversation> {
  /** Unread messages across all the user's conversations, as the server last counted. */
  unreadMessages: number | undefined;
}

/** The signed-in user's conversations, page by page, kept fresh by the socket (polled only while it is down). */
export function useConversationPages(): ConversationPages {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.conversations);
  const pages = useInfiniteQuery({ ...conversationPagesQuery, refetchInterval });
  return { ...usePagedItems(pages), unreadMessages: pages.data?.pages.at(-1)?.unreadMessages };
}
