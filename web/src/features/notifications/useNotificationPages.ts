import type { NotificationItem } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { notificationPagesQuery } from './notificationQueries';

/** The user's notifications, page by page, kept live by the socket (polled only while it is down). */
export function useNotificationPages(): PagedItems<NotificationItem> {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.notifications);
  return usePagedItems(useInfiniteQuery({ ...notificationPagesQuery, refetchInterval }));
}
