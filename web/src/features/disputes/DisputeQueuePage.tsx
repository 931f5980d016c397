import {
  type AuthUser,
  BOUNTY_KIND_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  type DisputeListFilter,
  type DisputeListItem,
  formatDollars,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import Segmented from 'antd/es/segmented';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { ButtonLink } from '../../ui/ButtonLink';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { usePageTitle } from '../../ui/usePageTitle';
import { useDisputeList } from './disputeQueries';
import { whenShort } from './disputeText';
import styles from './Disputes.module.css';

const FILTERS: { value: DisputeListFilter; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** Auditors: every dispute, the oldest waiting first. Operators and networkers: their own disputes. */
export function DisputeQueuePage({ user }: { user: AuthUser }) {
  usePageTitle(`Disputes · ${PRODUCT_NAME}`);
  const [filter, setFilter] = useState<DisputeListFilter>('open');
  const disputes = useDisputeList(filter);
  const auditor = user.activeRole === 'auditor';
  return (
    <SignedInLayout user={user}>
      <div className={page.heading}>
        <div>
          <h1 className={page.title}>{auditor ? 'Disputes to resolve' : 'My disputes'}</h1>
          <p className={page.lead}>
            {auditor
              ? 'Each dispute opens on the prospect’s history, with the ledger and every recorded step beside it.'
              : 'Disputes about your bounties. Open one from a prospect’s history page.'}
          </p>
        </div>
        {auditor ? null : (
          <ButtonLink to="/dashboard" search={{ tab: 'contacts' }}>
            Back to Dashboard
          </ButtonLink>
        )}
      </div>
      <section className={page.card} aria-label="Disputes">
        <Segmented<DisputeListFilter>
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          aria-label="Show disputes"
          style={{ marginBottom: 16 }}
        />
        {disputes.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
        {disputes.isError ? (
          <p role="alert">
            {disputes.error instanceof ApiError
              ? disputes.error.userMessage
              : 'The disputes could not be loaded.'}
          </p>
        ) : null}
        {disputes.data?.length === 0 ? (
          <p className={styles.waiting}>
            {filter === 'open' ? 'No open disputes.' : 'No disputes here yet.'}
          </p>
        ) : null}
        {disputes.data && disputes.data.length > 0 ? (
          <ul className={page.plainList}>
            {disputes.data.map((dispute) => (
              <DisputeRow key={dispute.id} dispute={dispute} />
            ))}
          </ul>
        ) : null}
      </section>
    </SignedInLayout>
  );
}

function DisputeRow({ dispute }: { dispute: DisputeListItem }) {
  return (
    <li className={page.listItem} data-testid="dispute-row">
      <div className={styles.queueRow}>
        <Link
          to="/prospects/$prospectId/history"
          params={{ prospectId: dispute.prospectId }}
          hash="disputes"
          className={styles.queueLink}
        >
          {dispute.prospectName ?? 'A prospect'} · {BOUNTY_KIND_LABELS[dispute.kind]} ·{' '}
          {DISPUTE_REASON_LABELS[dispute.reason]}
        </Link>
        <Tag>
          {dispute.outcome ? DISPUTE_OUTCOME_LABELS[dispute.outcome] : DISPUTE_STATUS_LABELS[dispute.status]}
        </Tag>
      </div>
      <p className={styles.queueMeta}>
        {formatDollars(dispute.amount)} · opened by the {dispute.openedBy} · {whenShort(dispute.openedAt)} ·{' '}
        {dispute.networkerName ?? 'Networker'} and {dispute.operatorName ?? 'operator'}
      </p>
    </li>
  );
}
