import { type AuthUser, missingProfileFields } from '@referrals/contracts';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../ui/ButtonLink';
import styles from './ProfilePages.module.css';
import page from '../../ui/SignedInPage.module.css';
import { useOperatorProfile } from './useOperatorProfile';

/** On the operator's dashboard: whether the profile is ready for invitations, and the way to finish it. */
export function ProfileStatusCard({ user }: { user: AuthUser }) {
  const { data: profile, isPending } = useOperatorProfile(user.id);
  const missing = missingProfileFields(profile ?? null);
  return (
    <section className={page.card} aria-labelledby="profile-status-title">
      <h2 id="profile-status-title" className={page.cardTitle}>
        Your profile
      </h2>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : missing.length === 0 ? (
        <>
          <p className={page.lead}>Complete: networkers see it on every invitation you send.</p>
          <p className={styles.cardAction}>
            <ButtonLink to="/profile">View profile</ButtonLink>
          </p>
        </>
      ) : (
        <>
          <p className={page.lead}>
            Fill in Required Profile Fields before sending an Invitation: {missing.join(', ')}.
          </p>
          <p className={styles.cardAction}>
            <ButtonLink to={profile ? '/profile/edit' : '/profile/setup'} color="primary" variant="solid">
              {profile ? 'Complete your profile' : 'Set up your profile'}
            </ButtonLink>
          </p>
        </>
      )}
    </section>
  );
}
