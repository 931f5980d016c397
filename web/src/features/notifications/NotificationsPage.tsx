import SettingOutlined from '@ant-design/icons/SettingOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { type AuthUser, NOTIFICATION_MESSAGES as M, PRODUCT_NAME } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { usePageTitle } from '../../ui/usePageTitle';
import { notificationsQuery, unreadNotificationCountQuery } from './notificationQueries';
import styles from './NotificationsPage.module.css';
import { NotificationList } from './NotificationList';
import { useNotificationActions } from './useNotificationActions';

/** /networker-notifications: the signed-in user's notifications, newest first, live while the page is open. */
export function NotificationsPage({ user }: { user: AuthUser }) {
  usePageTitle(`Notifications · ${PRODUCT_NAME}`);
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.notifications);
  const notifications = useQuery({ ...notificationsQuery, refetchInterval });
  const unread = useQuery({ ...unreadNotificationCountQuery, refetchInterval });
  const { markAll } = useNotificationActions();
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
        {notifications.data ? <NotificationList notifications={notifications.data} /> : null}
        <p>
          <Link to="/notification-settings" className={styles.settingsLink}>
            <SettingOutlined aria-hidden="true" /> Notification settings
          </Link>
        </p>
      </section>
    </SignedInLayout>
  );
}
