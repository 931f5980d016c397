import { queryPath } from '../query-keys.js';

/**
 * Spec types plus invitation_question, the real 'I have questions first', dispute_update (issue 8),
 * and new_message and review_received (issue 24).
 */
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
  'dispute_update',
  'new_message',
  'review_received',
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
  /** JSON text of a NotificationNavigation with all five keys (see navigationData). */
  navigationData: string;
  templateVariables: Record<string, string>;
  invitationUuid: string | null;
}

export interface UnreadNotificationCount {
  count: number;
}

/** PATCH /api/notifications/{id}/read and DELETE /api/notifications/{id}. */
export interface NotificationChangedAnswer {
  success: true;
}

/** PATCH /api/notifications/mark-all-read: how many were unread. */
export interface AllNotificationsReadAnswer {
  success: true;
  updated: number;
}

/** GET /api/notifications?limit=&offset= (spec defaults 50 and 0). */
export interface NotificationPaging {
  limit?: number;
  offset?: number;
}

/** Spec: page size 50, offset 0. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;

export const NOTIFICATIONS_PATH = queryPath('GET /api/notifications');
export const UNREAD_NOTIFICATIONS_PATH = queryPath('GET /api/notifications/unread-count');

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  fetchFailed: 'Failed to fetch notifications',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  allMarkedRead: 'All notifications marked as read',
  empty: 'No notifications',
  emptyUnread: 'No unread notifications',
  invalidPaging: 'limit must be 1 to 100 and offset 0 or more',
  deleteFailed: 'Failed to delete notification',
  deleted: 'Notification deleted',
  preferenceSaved: 'Notification settings saved',
  preferenceFailed: 'Failed to save notification settings',
  preferenceTypeInvalid: `type must be one of: ${NOTIFICATION_TYPES.join(', ')}`,
  preferenceFlagInvalid: 'inAppEnabled and emailEnabled must be true or false',
} as const;

/** One type's delivery choice (spec "Notification preference"); a type never chosen is on for both channels. */
export interface NotificationPreference {
  type: NotificationType;
  inAppEnabled: boolean;
  emailEnabled: boolean;
}

/** PATCH /api/notification-preferences: one type, either flag or both. */
export type NotificationPreferenceChange = Pick<NotificationPreference, 'type'> &
  Partial<Omit<NotificationPreference, 'type'>>;

export const NOTIFICATION_PREFERENCES_PATH = queryPath('GET /api/notification-preferences');

/** What each type tells, for the settings page, and who receives it. */
export const NOTIFICATION_TYPE_DETAILS: Record<
  NotificationType,
  { label: string; description: string; audience: 'operator' | 'networker' | 'both' }
> = {
  prospect_submitted: {
    label: 'Prospect submitted',
    description: 'A networker submits a contact through one of your invitations.',
    audience: 'operator',
  },
  prospect_approved: {
    label: 'Prospect approved',
    description: 'Your contact is approved, or a networker agrees to introduce your recommendation.',
    audience: 'both',
  },
  prospect_rejected: {
    label: 'Prospect declined',
    description: 'Your contact is declined, or a networker passes on your recommendation.',
    audience: 'both',
  },
  invitation_accepted: {
    label: 'Invitation accepted',
    description: 'A networker accepts one of your invitations.',
    audience: 'operator',
  },
  invitation_declined: {
    label: 'Invitation declined',
    description: 'A networker declines one of your invitations.',
    audience: 'operator',
  },
  intro_made: {
    label: 'Introduction made',
    description: 'The operator marks the introduction to your contact as made.',
    audience: 'networker',
  },
  meeting_scheduled: {
    label: 'Meeting scheduled',
    description: 'A meeting with your contact is on the calendar.',
    audience: 'networker',
  },
  meeting_completed: {
    label: 'Meeting held',
    description: 'The meeting with your contact took place.',
    audience: 'networker',
  },
  payment_completed: {
    label: 'Payment completed',
    description: 'The operator pays one of your bounties.',
    audience: 'networker',
  },
  invitation_question: {
    label: 'Question asked',
    description: 'A visitor asks a question on one of your invitation pages.',
    audience: 'operator',
  },
  dispute_update: {
    label: 'Dispute update',
    description: 'A dispute about one of your bounties is opened, answered or resolved.',
    audience: 'both',
  },
  new_message: {
    label: 'New message',
    description:
      'The other side of one of your conversations sends you a message (at most one email every few minutes per conversation).',
    audience: 'both',
  },
  review_received: {
    label: 'Review received',
    description: 'Someone you worked with on a contact reviews you after the meeting.',
    audience: 'both',
  },
};

/** GET /api/networker/notifications: the operator's answers to the networker's submissions (spec). */
export interface NetworkerSubmissionUpdate {
  id: string;
  status: 'approved' | 'declined';
  prospectName: string;
  linkedinUrl: string | null;
  /** The operator's notes with the decision, if any. */
  operatorMessage: string | null;
  updatedAt: string;
}

export const OPERATOR_NOTIFICATIONS_PATH = queryPath('GET /api/operator/notifications');
export const NETWORKER_NOTIFICATIONS_PATH = queryPath('GET /api/networker/notifications');

/** Unread badge caps at 99+. */
export function unreadBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
