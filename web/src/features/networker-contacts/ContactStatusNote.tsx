import { correctionNote, type NetworkerContact, rejectionNote } from '@referrals/contracts';
import styles from './ContactStatusNote.module.css';

/**
 * What the operator said about a contact's status: why they rejected it, or that they corrected a
 * mistaken change (until the next change). Nothing when there is nothing to say.
 */
export function ContactStatusNote({
  contact,
}: {
  contact: Pick<NetworkerContact, 'status' | 'rejectionReason' | 'statusCorrection'>;
}) {
  const { status, rejectionReason, statusCorrection } = contact;
  if (status === 'rejected' && rejectionReason)
    return <p className={`${styles.note} ${styles.rejected}`}>{rejectionNote(rejectionReason)}</p>;
  if (statusCorrection)
    return (
      <p className={styles.note}>
        The operator corrected the status{' '}
        {correctionNote(statusCorrection.from, statusCorrection.to, statusCorrection.reason)}.
      </p>
    );
  return null;
}
