import { NOTIFICATION_PAGE_SIZE } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '../../api/client';

/** The signed-in user's newest notifications (first page); the key is the path the worker names when one arrives. */
export const notificationsQuery = queryOptions({
  ...routeQuery('GET /api/notifications', { query: { limit: NOTIFICATION_PAGE_SIZE, offset: 0 } }),
  staleTime: 0,
});

export const unreadNotificationCountQuery = queryOptions({
  ...routeQuery('GET /api/notifications/unread-count'),
  staleTime: 0,
});
