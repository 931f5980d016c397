import {
  type ActivityItem,
  isProspectStatus,
  shortRelativeTime,
  statusDotColour,
  type StatusDotColour,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import page from '../../ui/SignedInPage.module.css';
import { useNow } from '../../ui/useNow';
import dotStyles from '../invitations/StatusDots.module.css';
import { dashboardActivityQuery } from './dashboardQueries';
import styles from './Overview.module.css';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** The spec's dot colours for a prospect's status; a bounty is blue once earned, green once paid. */
function dotColour(status: string): StatusDotColour {
  if (status === 'paid') return 'green';
  if (status === 'earned' || status === 'approved') return 'blue';
  return isProspectStatus(status) ? statusDotColour(status) : 'yellow';
}

/** The latest moves in the user's pipeline; each opens the notifications (spec). */
export function RecentActivityCard() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.dashboard);
  const activity = useQuery({ ...dashboardActivityQuery, refetchInterval });
  const now = useNow();
  return (
    <section className={page.card} aria-labelledby="activity-title">
      <h2 id="activity-title" className={page.cardTitle}>
        Recent activity
      </h2>
      {activity.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {activity.isError ? (
        <p role="alert">Recent activity could not be loaded. Please reload the page.</p>
      ) : null}
      {activity.data?.length === 0 ? <p className={styles.empty}>No recent activity</p> : null}
      {activity.data && activity.data.length > 0 ? (
        <ul className={styles.activity}>
          {activity.data.slice(0, 8).map((item) => (
            <ActivityRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const at = new Date(item.timestamp);
  return (
    <li>
      <Link to="/dashboard" search={{ tab: 'notifications' }} className={styles.activityLink}>
        <span className={`${dotStyles.dot} ${dotStyles[dotColour(item.status)]} ${styles.dot}`} aria-hidden />
        <span className={styles.activityText}>{item.description}</span>
        <time className={styles.activityTime} dateTime={item.timestamp} title={at.toLocaleString()}>
          {shortRelativeTime(at, now, (date) => DATE.format(date))}
        </time>
      </Link>
    </li>
  );
}
