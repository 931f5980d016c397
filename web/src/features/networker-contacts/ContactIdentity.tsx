import { formatProtectionDate, type NetworkerContact } from '@referrals/contracts';
import styles from './NetworkerContactsPanel.module.css';

/** Who a networker's contact is, for whom, and how long it stays theirs: the same wherever the contact is listed. */
export function ContactIdentity({ contact }: { contact: NetworkerContact }) {
  const detail = [contact.prospectTitle, contact.prospectCompany].filter(Boolean).join(' · ');
  return (
    <div className={styles.who}>
      <strong>{contact.prospectName}</strong>
      {detail ? <span>{detail}</span> : null}
      <span className={styles.operator}>For {contact.operatorName ?? 'your operator'}</span>
      {contact.protectedUntil ? (
        <span className={styles.operator}>
          Protected until {formatProtectionDate(new Date(contact.protectedUntil))}
        </span>
      ) : null}
    </div>
  );
}
