/** Spec types plus invitation_question, the real 'I have questions first'. */
export const NOTIFICATION_TYPES = [
  'prospect_submitted',
  'prospect_approved',
  'prospect_rejected',
  'invitation_accepted',
  'invitation_declined',
  'intro_made',
  'meeting_scheduled',
  'meeting_completed',
  'payment_completed',
  'invitation_question',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Where a click on the notification leads (spec: page, action, target_id, scroll, expand). */
export interface NotificationNavigation {
  page: string;
  action?: string;
  target_id?: string;
  scroll?: boolean;
  expand?: boolean;
}

export interface NotificationItem {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** JSON text of a NotificationNavigation. */
  navigationData: string;
  templateVariables: Record<string, string>;
  invitationUuid: string | null;
}

export interface UnreadNotificationCount {
  count: number;
}

/** Spec: page size 50, offset 0. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;

export const NOTIFICATIONS_PATH = '/api/notifications';
export const UNREAD_NOTIFICATIONS_PATH = '/api/notifications/unread-count';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  allMarkedRead: 'All notifications marked as read',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  invalidPaging: 'limit must be 1 to 100 and offset 0 or more',
} as const;

/** Unread badge caps at 99+. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
