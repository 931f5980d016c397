import BellOutlined from '@ant-design/icons/BellOutlined';
import { unreadBadgeText } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { unreadNotificationCountQuery } from './notificationQueries';
import styles from './NotificationBellLink.module.css';

/** The header's bell: the unread count (99+ at most) and the way to the notifications page. */
export function NotificationBellLink() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.unreadNotificationCount);
  const unread = useQuery({ ...unreadNotificationCountQuery, refetchInterval });
  const count = unread.data?.count ?? 0;
  return (
    <Link
      to="/networker-notifications"
      className={styles.bell}
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
    >
      <BellOutlined aria-hidden="true" />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {unreadBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
