import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import type { OperatorProfile } from '@referrals/contracts';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import { firstName, knownTimeZone, operatorRegion } from './invitationPageView';
import styles from './OperatorCard.module.css';
import { PersonAvatar } from './PersonAvatar';
import { useLocalTime } from './useLocalTime';

/**
 * Who sends the invitation (spec: operator card): photo or initials, first name, title, company,
 * region, and the operator's local time, refreshed every minute.
 */
export function OperatorCard({ profile }: { profile: OperatorProfile }) {
  const localTime = useLocalTime(knownTimeZone(profile.timeZoneDisplay));
  const company = profile.company.trim();
  const title = profile.title.trim();

  return (
    <div className={styles.card} data-testid="operator-card">
      <PersonAvatar name={profile.fullName} imageUrl={profile.profileImageUrl} size="large" />
      <div className={styles.details}>
        <p className={styles.name}>{firstName(profile.fullName)}</p>
        {title || company ? (
          <p className={styles.role}>
            {title}
            {title && company ? <span className={styles.at}> at </span> : null}
            {company ? (
              <span className={styles.company}>
                <CompanyAvatar name={company} size="small" />
                {company}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className={styles.meta}>
          <span>
            <EnvironmentOutlined aria-hidden="true" /> {operatorRegion(profile)}
          </span>
          <span>
            <ClockCircleOutlined aria-hidden="true" /> {localTime}{' '}
            <span className={styles.muted}>local time</span>
          </span>
        </p>
      </div>
    </div>
  );
}
