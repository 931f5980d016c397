import { formatProtectionDate, RECOMMENDED_SOURCE } from '@referrals/contracts';
import { LinkedInLink } from '../../ui/LinkedInLink';
import { titleAtCompany } from '../../ui/titleAtCompany';
import styles from './ContactIdentity.module.css';

/**
 * What every list of contacts knows about a person: what the networker (or, for a recommendation, the
 * operator) wrote. The networker's own lists add the operator it is for.
 */
export interface ContactIdentityFields {
  prospectName: string | null;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  networkerNotes?: string | null;
  sourceType?: string | null;
  /** Shown as "For …" when given (the networker's lists); left out on the operator's. */
  operatorName?: string | null;
  protectedUntil?: string | null;
}

/**
 * Who a contact is: the same wherever a contact is listed or judged (the operator's Prospect Status and
 * progress cards, the history page, the networker's lists). `compact` is a table cell's: the name and
 * title, the company and LinkedIn having columns of their own. `showNotes` adds what was written about them.
 */
export function ContactIdentity({
  contact,
  compact = false,
  showNotes = false,
}: {
  contact: ContactIdentityFields;
  compact?: boolean;
  showNotes?: boolean;
}) {
  const name = contact.prospectName ?? 'Unnamed contact';
  const detail = compact
    ? contact.prospectTitle
    : titleAtCompany(contact.prospectTitle, contact.prospectCompany);
  const notes = showNotes ? contact.networkerNotes?.trim() : null;
  return (
    <div className={styles.who}>
      <strong className={styles.name}>{name}</strong>
      {detail ? <span>{detail}</span> : null}
      {!compact ? <LinkedInLink url={contact.prospectLinkedinUrl} name={name} /> : null}
      {!compact && contact.operatorName !== undefined ? (
        <span className={styles.muted}>For {contact.operatorName ?? 'your operator'}</span>
      ) : null}
      {!compact && contact.protectedUntil ? (
        <span className={styles.muted}>
          Protected until {formatProtectionDate(new Date(contact.protectedUntil))}
        </span>
      ) : null}
      {notes ? (
        compact ? (
          <span className={styles.notesLine} title={notes}>
            “{notes}”
          </span>
        ) : (
          <div className={styles.notes}>
            <span className={styles.notesLabel}>
              {contact.sourceType === RECOMMENDED_SOURCE
                ? 'Notes for the networker'
                : 'Why is this a good match?'}
            </span>
            <p>{notes}</p>
          </div>
        )
      ) : null}
    </div>
  );
}
