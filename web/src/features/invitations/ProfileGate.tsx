import { INVITATION_MESSAGES } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import styles from './InvitationsPanel.module.css';

/** Why the create button reads "Complete Profile First": the required profile fields still empty. */
export function ProfileGate({ missing }: { missing: string[] }) {
  return (
    <div className={styles.gate} role="status">
      <h3 className={styles.gateTitle}>{INVITATION_MESSAGES.profileIncompleteTitle}</h3>
      <ul className={styles.gateList}>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <p className={styles.gateNotice}>{INVITATION_MESSAGES.profileIncompleteNotice}</p>
      <Link to="/profile/edit" search={{ callback: '/dashboard' }} className={styles.gateLink}>
        Complete your profile
      </Link>
    </div>
  );
}
