import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PAGE_MESSAGES,
  unreadBadgeText,
  type UserRole,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { LoadMore } from '../../ui/LoadMore';
import styles from './NotificationBell.module.css';
import { NotificationList } from './NotificationList';
import { notificationsLocation } from './notificationsLocation';
import { unreadNotificationCountQuery } from './notificationQueries';
import { useNotificationActions } from './useNotificationActions';
import { useNotificationPages } from './useNotificationPages';

/**
 * The header's bell: the unread count (99+ at most), opening a panel that slides in with the latest ones.
 * Its View all opens the dashboard's notifications tab (an auditor, who has no dashboard, the plain page).
 */
export function NotificationBell({ role }: { role: UserRole }) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.unreadNotificationCount);
  const unread = useQuery({ ...unreadNotificationCountQuery, refetchInterval });
  const count = unread.data?.count ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      >
        <BellOutlined aria-hidden="true" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
            {unreadBadgeText(count)}
          </span>
        ) : null}
      </button>
      <Drawer
        title="Notifications"
        placement="right"
        size={420}
        open={open}
        onClose={() => setOpen(false)}
        classNames={{ body: styles.panelBody }}
        destroyOnHidden
      >
        <BellDropdown unreadCount={count} role={role} onLeave={() => setOpen(false)} />
      </Drawer>
    </>
  );
}

/**
 * The bell's drawer content: the latest notifications (older ones load as the drawer scrolls), Mark all
 * as read, View all and the settings link.
 */
function BellDropdown({
  unreadCount,
  role,
  onLeave,
}: {
  unreadCount: number;
  role: UserRole;
  onLeave: () => void;
}) {
  const notifications = useNotificationPages();
  const { markAll } = useNotificationActions();
  return (
    <div className={styles.panel}>
      <div className={styles.panelActions}>
        <span className={styles.unread} aria-live="polite">
          {unreadCount === 0 ? M.emptyUnread : `${unreadCount} unread`}
        </span>
        <Button
          icon={<CheckOutlined />}
          disabled={unreadCount === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {notifications.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {notifications.isError ? <p role="alert">{M.fetchFailed}. Please try again.</p> : null}
      {notifications.items ? <NotificationList notifications={notifications.items} onOpen={onLeave} /> : null}
      {notifications.hasMore ? (
        <LoadMore
          loading={notifications.loadingMore}
          failed={notifications.loadMoreFailed}
          onLoad={notifications.loadMore}
          failedMessage={NOTIFICATION_PAGE_MESSAGES.loadMoreFailed}
        />
      ) : null}
      <div className={styles.panelLinks}>
        <Link {...notificationsLocation(role)} className={styles.panelLink} onClick={onLeave}>
          View all
        </Link>
        <Link to="/notification-settings" className={styles.panelLink} onClick={onLeave}>
          <SettingOutlined aria-hidden="true" /> Notification settings
        </Link>
      </div>
    </div>
  );
}
