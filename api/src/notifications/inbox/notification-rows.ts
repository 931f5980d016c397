import {
  navigationData,
  type NotificationItem,
  type NotificationNavigation,
  type NotificationType,
} from '@referrals/contracts';

/** A notification as `NOTIFICATION_COLUMNS` reads it. */
export interface NotificationRow {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  created_at: Date;
  navigation_data: NotificationNavigation;
  template_variables: Record<string, string>;
  invitation_id: string | null;
}

/** The columns of a notification, from the notifications table. */
export const NOTIFICATION_COLUMNS =
  'id, type, title, message, is_read, created_at, navigation_data, template_variables, invitation_id';

/** The inbox's order: newest first, then by id. */
export const NOTIFICATION_ORDER = 'created_at DESC, id';

export const notificationOf = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  isRead: row.is_read,
  createdAt: row.created_at.toISOString(),
  navigationData: JSON.stringify(navigationData(row.navigation_data)),
  templateVariables: row.template_variables,
  invitationUuid: row.invitation_id,
});
