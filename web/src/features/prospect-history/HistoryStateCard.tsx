import {
  formatCents,
  BOUNTY_KIND_LABELS,
  type BountyKind,
  describeTerms,
  PROSPECT_STATUS_LABELS,
} from '@referrals/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { routeQuery } from '../../api/client';
import page from '../../ui/SignedInPage.module.css';
import styles from './ProspectHistoryPage.module.css';

const money = (cents: number | null) => (cents === null ? 'none' : formatCents(cents));

/** The prospect folded by the server up to a moment: its status, the terms in force and the ledger. */
export function HistoryStateCard({ prospectId, at }: { prospectId: string; at: string | null }) {
  // Before the first event: a moment long past, so nothing has happened yet.
  const moment = at ?? '1970-01-01T00:00:00.000Z';
  const state = useQuery({
    ...routeQuery('GET /api/audit/prospects/:id/state', {
      params: { id: prospectId },
      query: { at: moment },
      key: [at],
    }),
    placeholderData: keepPreviousData,
  });
  if (!state.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { status, terms, ledger, dealWon, prospectName, eventsApplied } = state.data;
  const entries = Object.entries(ledger) as [BountyKind, { state: string; amountCents: number }][];
  return (
    <dl className={page.facts} aria-busy={state.isFetching} data-testid="history-state">
      <dt>Prospect</dt>
      <dd>{prospectName ?? '—'}</dd>
      <dt>Status</dt>
      <dd>{status ? <Tag>{PROSPECT_STATUS_LABELS[status]}</Tag> : 'Not in the pipeline'}</dd>
      <dt>Bounty terms in force</dt>
      <dd>
        {terms
          ? describeTerms(terms).summary
          : 'Not fixed yet: terms are fixed when the prospect is approved.'}
      </dd>
      <dt>Ledger</dt>
      <dd>
        {entries.length === 0
          ? 'Nothing earned yet'
          : entries
              .map(
                ([kind, entry]) => `${BOUNTY_KIND_LABELS[kind]} ${money(entry.amountCents)} ${entry.state}`,
              )
              .join('; ')}
      </dd>
      <dt>Deal won</dt>
      <dd>{dealWon ? 'Yes' : 'No'}</dd>
      <dt>Steps so far</dt>
      <dd className={styles.muted}>{eventsApplied}</dd>
    </dl>
  );
}
