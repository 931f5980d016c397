import { type AuthUser, type DashboardProfileStatus, ROLE_LABELS } from '@referrals/contracts';
import Tag from 'antd/es/tag';
import { useNow } from '../../ui/useNow';
import styles from './Overview.module.css';

const CLOCK = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Who is signed in, their profile's status and the time where they are (the spec's clock, refreshed every 60 s). */
export function OverviewProfileCard({
  user,
  profileStatus,
}: {
  user: AuthUser;
  profileStatus: DashboardProfileStatus | undefined;
}) {
  const now = useNow(60_000);
  return (
    <section className={styles.profile} aria-labelledby="overview-profile-title">
      <div>
        <h2 id="overview-profile-title" className={styles.profileName}>
          {user.name}
        </h2>
        <p className={styles.profileRole}>{ROLE_LABELS[user.activeRole]}</p>
      </div>
      <div className={styles.profileSide}>
        {profileStatus ? <Tag color="green">{profileStatus}</Tag> : null}
        <time className={styles.clock} dateTime={now.toISOString()}>
          {CLOCK.format(now)}
        </time>
      </div>
    </section>
  );
}
