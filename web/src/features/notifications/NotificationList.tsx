import BellOutlined from '@ant-design/icons/BellOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationItem,
  notificationDashboardSearch,
  notificationHistoryProspect,
  parseNotificationNavigation,
  shortRelativeTime,
} from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import { useNow } from '../../ui/useNow';
import styles from './NotificationsPage.module.css';
import { useNotificationActions } from './useNotificationActions';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * Notifications, newest first: each opens the record it is about on the dashboard (and counts as read),
 * can be marked read without leaving, or deleted. `onOpen` lets the bell's panel close behind the link.
 */
export function NotificationList({
  notifications,
  onOpen,
}: {
  notifications: NotificationItem[];
  onOpen?: () => void;
}) {
  const { markOne, remove } = useNotificationActions();
  const now = useNow();
  if (notifications.length === 0) {
    return (
      <p className={styles.empty}>
        <BellOutlined aria-hidden="true" /> {M.empty}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {notifications.map((notification) => (
        <li
          key={notification.id}
          className={notification.isRead ? styles.row : styles.unreadRow}
          data-testid="notification"
        >
          <NotificationLink
            navigationData={notification.navigationData}
            onClick={() => {
              if (!notification.isRead) markOne.mutate(notification.id);
              onOpen?.();
            }}
          >
            <span className={styles.title}>
              {notification.isRead ? null : <span className={styles.dot} aria-label="Unread" />}
              {notification.title}
            </span>
            <span className={styles.message}>{notification.message}</span>
            <time className={styles.time} dateTime={notification.createdAt}>
              {shortRelativeTime(new Date(notification.createdAt), now, formatDate)}
            </time>
          </NotificationLink>
          <span className={styles.actions}>
            {notification.isRead ? null : (
              <Button
                type="text"
                loading={markOne.isPending && markOne.variables === notification.id}
                onClick={() => markOne.mutate(notification.id)}
                className={styles.tapTarget}
                aria-label={`Mark "${notification.title}" as read`}
              >
                Mark read
              </Button>
            )}
            <Button
              type="text"
              icon={<DeleteOutlined />}
              loading={remove.isPending && remove.variables === notification.id}
              onClick={() => remove.mutate(notification.id)}
              className={styles.tapTarget}
              aria-label={`Delete "${notification.title}"`}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Where a notification leads: a dispute to the prospect's history page, anything else to the dashboard. */
function NotificationLink({
  navigationData,
  onClick,
  children,
}: {
  navigationData: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const navigation = parseNotificationNavigation(navigationData);
  const prospectId = notificationHistoryProspect(navigation);
  return prospectId ? (
    <Link
      to="/prospects/$prospectId/history"
      params={{ prospectId }}
      hash="disputes"
      className={styles.body}
      onClick={onClick}
    >
      {children}
    </Link>
  ) : (
    <Link
      to="/dashboard"
      search={notificationDashboardSearch(navigation)}
      className={styles.body}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
