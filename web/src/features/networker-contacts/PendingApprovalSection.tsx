import type { ContactWithStatus } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { ContactIdentity } from './ContactIdentity';
import styles from './NetworkerContactsPanel.module.css';
import { pendingApprovalQuery } from './pendingApprovalQuery';
import { useAnswerRecommendation } from './useAnswerRecommendation';

const ANSWERS = [
  { status: 'approved', label: 'Approve' },
  { status: 'rejected', label: 'Reject' },
] as const;

/** Prospects the operators recommended to this networker, each waiting for Approve or Reject. */
export function PendingApprovalSection() {
  const pending = useQuery(pendingApprovalQuery);
  return (
    <section className={styles.pending} aria-labelledby="pending-title">
      <h3 id="pending-title" className={styles.sectionTitle}>
        Pending Your Approval
      </h3>
      {pending.isPending ? <Skeleton active paragraph={{ rows: 2 }} title={false} /> : null}
      {pending.isError ? (
        <p role="alert">Recommendations could not be loaded. Please reload the page.</p>
      ) : null}
      {pending.data?.length === 0 ? (
        <p className={styles.empty}>No recommendations are waiting for your answer.</p>
      ) : null}
      {pending.data && pending.data.length > 0 ? (
        <ul className={styles.list}>
          {pending.data.map((contact) => (
            <PendingRow key={contact.prospectId} contact={contact} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PendingRow({ contact }: { contact: ContactWithStatus }) {
  const answer = useAnswerRecommendation();
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        {/* The operator is named once, as the one who recommended them (not also as "For …"). */}
        <ContactIdentity contact={{ ...contact, operatorName: undefined }} />
        <span className={styles.operator}>Recommended by {contact.operatorName ?? 'your operator'}</span>
      </div>
      <span className={styles.actions}>
        {ANSWERS.map(({ status, label }) => (
          <Button
            key={status}
            type={status === 'approved' ? 'primary' : 'default'}
            danger={status === 'rejected'}
            className={styles.tap}
            aria-label={`${label} ${contact.prospectName}`}
            loading={answer.isPending && answer.variables?.status === status}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ prospectId: contact.prospectId, status })}
          >
            {label}
          </Button>
        ))}
      </span>
    </li>
  );
}
