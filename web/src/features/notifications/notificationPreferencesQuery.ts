import { NOTIFICATION_PREFERENCES_PATH, type NotificationPreference } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** The signed-in user's delivery choices, one per notification type. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: [NOTIFICATION_PREFERENCES_PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<NotificationPreference[]>('GET', NOTIFICATION_PREFERENCES_PATH, undefined, { signal }),
});
