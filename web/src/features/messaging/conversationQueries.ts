import {
  type ConversationFilter,
  conversationMessagePagesQueryKey,
  conversationPagesQueryKey,
} from '@referrals/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

// Widened, not narrowed to null: later pages are asked for by cursor.
const FIRST_PAGE = null as string | null;

/**
 * The signed-in user's conversations, a page at a time, the most recently active first, each page with
 * the unread messages of all of them; the key is the one the server names when one changes. Refetching
 * reloads every page shown, from the first.
 */
export const conversationPagesQuery = infiniteQueryOptions({
  queryKey: conversationPagesQueryKey(),
  queryFn: ({ pageParam, signal }) =>
    api('GET /api/conversations/page', { query: pageParam === null ? {} : { cursor: pageParam }, signal }),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (page) => page.nextCursor,
});

/**
 * The one conversation a filter names (a link's, or the one with a user), null when the user has none;
 * refreshed with the pages (its key is under theirs).
 */
export const conversationLookupQuery = (filter: ConversationFilter) =>
  queryOptions({
    queryKey: conversationPagesQueryKey(filter),
    queryFn: ({ signal }) => api('GET /api/conversations/page', { query: filter, signal }),
    select: (page) => page.items[0] ?? null,
  });

/**
 * One conversation's messages in windows, the latest first, going back in time; only those about one
 * contact when prospectId is given. The server invalidates the path alone, which matches every variant
 * by prefix; a refetch reloads every window shown, from the latest.
 */
export const conversationMessagePagesQuery = (conversationId: string, prospectId?: string) =>
  infiniteQueryOptions({
    queryKey: conversationMessagePagesQueryKey(conversationId, prospectId || undefined),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/conversations/:id/messages/page', {
        params: { id: conversationId },
        query: { prospectId: prospectId || undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (page) => page.nextCursor,
  });
