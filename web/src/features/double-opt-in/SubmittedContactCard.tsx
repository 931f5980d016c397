import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import type { NetworkerContact } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { contactTimeline } from './contactTimeline';
import styles from './DoubleOptInPage.module.css';

interface SubmittedContactCardProps {
  contact: NetworkerContact;
  /**
   * The slot for the conversation with the operator about this contact, filled by the messaging
   * feature; nothing is shown until it is.
   */
  conversation?: (contact: NetworkerContact) => ReactNode;
}

const updatedAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One submitted contact: who, and where it stands in the pipeline. */
export function SubmittedContactCard({ contact, conversation }: SubmittedContactCardProps) {
  const steps = contact.status ? contactTimeline(contact.status) : [];
  return (
    <li className={styles.card} data-testid="submitted-contact">
      <div className={styles.cardHead}>
        <strong>{contact.prospectName}</strong>
        {contact.prospectLinkedinUrl ? (
          <span className={styles.url}>{contact.prospectLinkedinUrl}</span>
        ) : null}
      </div>
      <ol className={styles.timeline} aria-label={`Status of ${contact.prospectName}`}>
        {steps.map((step) => (
          <li
            key={step.status}
            className={styles[step.state]}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {step.state === 'done' ? <CheckCircleFilled /> : null}
              {step.state === 'rejected' ? <CloseCircleFilled /> : null}
            </span>
            <span>
              {step.label}
              {step.state === 'current' || step.state === 'rejected' ? (
                <span className={styles.when}> · {updatedAt(contact.updatedAt)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {conversation?.(contact)}
    </li>
  );
}
