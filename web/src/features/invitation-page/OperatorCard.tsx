import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { firstName, type PublicOperatorProfile, type OperatorReputation } from '@referrals/contracts';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import { operatorRegion } from './invitationPageView';
import styles from './OperatorCard.module.css';
import { OperatorLocalTime } from './OperatorLocalTime';
import { PersonAvatar } from './PersonAvatar';

/**
 * Who sends the invitation (spec: operator card): photo or initials, first name, title, company,
 * region, the operator's local time, refreshed every minute, and their reputation once reviewed.
 */
export function OperatorCard({
  profile,
  reputation,
}: {
  profile: PublicOperatorProfile;
  reputation: OperatorReputation;
}) {
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
            <ClockCircleOutlined aria-hidden="true" />{' '}
            <OperatorLocalTime timeZone={profile.timeZoneDisplay} />{' '}
            <span className={styles.muted}>local time</span>
          </span>
          {reputation.totalReviews > 0 ? (
            <span
              className={styles.reputation}
              aria-label={`Rated ${reputation.averageRating.toFixed(1)} out of 5 by ${reputation.totalReviews} networker${reputation.totalReviews === 1 ? '' : 's'}`}
            >
              <StarFilled aria-hidden="true" /> {reputation.averageRating.toFixed(1)}{' '}
              <span className={styles.muted}>
                ({reputation.totalReviews} review{reputation.totalReviews === 1 ? '' : 's'})
              </span>
            </span>
          ) : null}
        </p>
        {profile.trustQuote.trim() ? (
          <blockquote className={styles.quote}>{profile.trustQuote.trim()}</blockquote>
        ) : null}
      </div>
    </div>
  );
}
