import CheckOutlined from '@ant-design/icons/CheckOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { NOTIFICATION_MESSAGES as M, NOTIFICATION_PAGE_MESSAGES } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { LoadMore } from '../../ui/LoadMore';
import page from '../../ui/SignedInPage.module.css';
import { unreadNotificationCountQuery } from './notificationQueries';
import styles from './NotificationsPage.module.css';
import { NotificationList } from './NotificationList';
import { useNotificationActions } from './useNotificationActions';
import { useNotificationPages } from './useNotificationPages';

/**
 * All the signed-in user's notifications, newest first, a page at a time as the list scrolls, live while
 * shown: the dashboard's notifications tab, or the whole of /networker-notifications (`asPage`: its title
 * is the page's).
 */
export function NotificationsPanel({ asPage = false }: { asPage?: boolean }) {
  const Title = asPage ? 'h1' : 'h2';
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.notifications);
  const notifications = useNotificationPages();
  const unread = useQuery({ ...unreadNotificationCountQuery, refetchInterval });
  const { markAll } = useNotificationActions();
  const unreadCount = unread.data?.count ?? 0;

  return (
    <section className={page.card} aria-labelledby="notifications-title">
      <div className={styles.panelHeading}>
        <div>
          <Title
            id="notifications-title"
            className={`${asPage ? page.title : page.cardTitle} ${styles.panelTitle}`}
          >
            Notifications
          </Title>
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
      {notifications.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {notifications.isError ? <p role="alert">{M.fetchFailed}. Please reload the page.</p> : null}
      {notifications.items ? <NotificationList notifications={notifications.items} /> : null}
      {notifications.hasMore ? (
        <LoadMore
          loading={notifications.loadingMore}
          failed={notifications.loadMoreFailed}
          onLoad={notifications.loadMore}
          failedMessage={NOTIFICATION_PAGE_MESSAGES.loadMoreFailed}
        />
      ) : null}
      <p>
        <Link to="/notification-settings" className={styles.settingsLink}>
          <SettingOutlined aria-hidden="true" /> Notification settings
        </Link>
      </p>
    </section>
  );
}
