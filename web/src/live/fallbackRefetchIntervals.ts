const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * The spec's refresh intervals (operator and dashboard areas, section 9). They apply only while the
 * live-update socket is down: pass them to useFallbackRefetchInterval.
 */
export const FALLBACK_REFETCH_INTERVALS_MS = {
  invitations: MINUTE_MS,
  prospects: MINUTE_MS,
  notificationList: MINUTE_MS,
  conversations: 30 * SECOND_MS,
  messages: 5 * SECOND_MS,
  notifications: 30 * SECOND_MS,
  unreadNotificationCount: 30 * SECOND_MS,
  contactStatus: 15 * SECOND_MS,
  networkerInvitations: MINUTE_MS,
  approvedProspects: MINUTE_MS,
  networkerNotifications: MINUTE_MS,
  dashboard: 5 * MINUTE_MS,
  reviews: 5 * MINUTE_MS,
} as const;
