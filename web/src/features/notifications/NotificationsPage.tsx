import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import {
  type AuthUser,
  NOTIFICATION_MESSAGES as M,
  type NotificationItem,
  PRODUCT_NAME,
  shortRelativeTime,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { useNow } from '../../ui/useNow';
import { usePageTitle } from '../../ui/usePageTitle';
import { notificationsQuery, unreadNotificationCountQuery } from './notificationQueries';
import styles from './NotificationsPage.module.css';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

/** /networker-notifications: the signed-in user's notifications, newest first, live while the page is open. */
export function NotificationsPage({ user }: { user: AuthUser }) {
  usePageTitle(`Notifications · ${PRODUCT_NAME}`);
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.notifications);
  const notifications = useQuery({ ...notificationsQuery, refetchInterval });
  const unread = useQuery({ ...unreadNotificationCountQuery, refetchInterval });
  const { markOne, markAll } = useMarkNotificationsRead();
  const now = useNow();
  const unreadCount = unread.data?.count ?? 0;

  return (
    <SignedInLayout user={user}>
      <div className={styles.heading}>
        <div>
          <h1 className={page.title}>Notifications</h1>
          <p className={page.lead} aria-live="polite">
            {unreadCount === 0 ? M.emptyUnread : `${unreadCount} unread`}
          </p>
        </div>
        <Button
          size="large"
          icon={<CheckOutlined />}
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          className={styles.tapTarget}
        >
          Mark all as read
        </Button>
      </div>
      <section className={page.card} aria-label="Notifications">
        {notifications.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {notifications.isError ? <p role="alert">{M.fetchFailed}. Please reload the page.</p> : null}
        {notifications.data?.length === 0 ? (
          <p className={styles.empty}>
            <BellOutlined aria-hidden="true" /> {M.empty}
          </p>
        ) : null}
        {notifications.data && notifications.data.length > 0 ? (
          <ul className={page.plainList}>
            {notifications.data.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                when={shortRelativeTime(new Date(notification.createdAt), now, formatDate)}
                marking={markOne.isPending && markOne.variables === notification.id}
                onMarkRead={() => markOne.mutate(notification.id)}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </SignedInLayout>
  );
}

interface NotificationRowProps {
  notification: NotificationItem;
  when: string;
  marking: boolean;
  onMarkRead: () => void;
}

function NotificationRow({ notification, when, marking, onMarkRead }: NotificationRowProps) {
  return (
    <li className={notification.isRead ? styles.row : styles.unreadRow} data-testid="notification">
      <div className={styles.body}>
        <p className={styles.title}>
          {notification.isRead ? null : <span className={styles.dot} aria-label="Unread" />}
          {notification.title}
        </p>
        <p className={styles.message}>{notification.message}</p>
        <time className={styles.time} dateTime={notification.createdAt}>
          {when}
        </time>
      </div>
      {notification.isRead ? null : (
        <Button
          size="large"
          type="text"
          loading={marking}
          onClick={onMarkRead}
          className={styles.tapTarget}
          aria-label={`Mark "${notification.title}" as read`}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}
