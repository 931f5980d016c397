import { notificationPagesQueryKey } from '@referrals/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, routeQuery } from '../../api/client';

// Widened, not narrowed to null: later pages are asked for by cursor.
const FIRST_PAGE = null as string | null;

/**
 * The signed-in user's notifications, a page at a time, newest first; the key is the one the worker
 * names when one arrives. Refetching (a live update, a mark or a deletion here) reloads every page
 * shown, from the first, so a new one shows at the top.
 */
export const notificationPagesQuery = infiniteQueryOptions({
  queryKey: notificationPagesQueryKey(),
  queryFn: ({ pageParam, signal }) =>
    api('GET /api/notifications/page', { query: pageParam === null ? {} : { cursor: pageParam }, signal }),
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (page) => page.nextCursor,
  staleTime: 0,
});

export const unreadNotificationCountQuery = queryOptions({
  ...routeQuery('GET /api/notifications/unread-count'),
  staleTime: 0,
});
