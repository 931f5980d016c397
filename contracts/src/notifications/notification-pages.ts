import { type Page, PAGE_CURSOR_INVALID, pageLimitInvalid } from '../paging.js';
import { queryKey } from '../query-keys.js';
import { NOTIFICATION_MAX_PAGE_SIZE, type NotificationItem } from './notification-api-types.js';

/**
 * GET /api/notifications/page: the signed-in user's own notifications, a page at a time. A page holds
 * NOTIFICATION_PAGE_SIZE (the spec's 50) when the request names no limit.
 */
export interface NotificationPageQuery {
  /** The previous page's `nextCursor`; omitted for the first page. */
  cursor?: string;
  /** 1 to NOTIFICATION_MAX_PAGE_SIZE; NOTIFICATION_PAGE_SIZE when omitted. */
  limit?: number;
}

/** A page of the user's notifications in the whole list's order: newest first, then by id. */
export type NotificationPage = Page<NotificationItem>;

export const NOTIFICATION_PAGE_MESSAGES = {
  limitInvalid: pageLimitInvalid(NOTIFICATION_MAX_PAGE_SIZE),
  cursorInvalid: PAGE_CURSOR_INVALID,
  loadMoreFailed: 'Could not load more notifications.',
} as const;

/** The key of the notification pages (what a new notification, a mark or a deletion refreshes). */
export const notificationPagesQueryKey = () => queryKey('GET /api/notifications/page');
