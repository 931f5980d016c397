import {
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATIONS_PATH,
  type NotificationItem,
  UNREAD_NOTIFICATIONS_PATH,
  type UnreadNotificationCount,
} from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The signed-in user's newest notifications (first page); the key is the path the worker names when one arrives. */
export const notificationsQuery = queryOptions({
  queryKey: [NOTIFICATIONS_PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<NotificationItem[]>(
      'GET',
      `${NOTIFICATIONS_PATH}?limit=${NOTIFICATION_PAGE_SIZE}&offset=0`,
      undefined,
      { signal },
    ),
  staleTime: 0,
});

export const unreadNotificationCountQuery = queryOptions({
  queryKey: [UNREAD_NOTIFICATIONS_PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<UnreadNotificationCount>('GET', UNREAD_NOTIFICATIONS_PATH, undefined, { signal }),
  staleTime: 0,
});
