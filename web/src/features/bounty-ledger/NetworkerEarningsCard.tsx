import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import page from '../../ui/SignedInPage.module.css';
import { networkerBountyLedgerQuery } from './bountyLedgerQueries';
import { LedgerGroups } from './LedgerGroups';
import { LedgerTotals } from './LedgerTotals';
import styles from './BountyLedger.module.css';

const FIGURES = [
  { label: 'Total earned', key: 'earned' },
  { label: 'Paid', key: 'paid' },
  { label: 'Awaiting payment', key: 'outstanding' },
  { label: 'Upcoming', key: 'upcoming' },
] as const;

/** The networker's bounty ledger: each amount per contact, where it stands and why; live as the operator acts. */
export function NetworkerEarningsCard() {
  const ledger = useQuery(networkerBountyLedgerQuery);
  return (
    <section className={page.card} aria-labelledby="earnings-title" id="earnings">
      <h2 id="earnings-title" className={page.cardTitle}>
        Your earnings
      </h2>
      {ledger.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {ledger.isError ? <p role="alert">Your earnings could not be loaded. Please reload the page.</p> : null}
      {ledger.data ? (
        <>
          <LedgerTotals totals={ledger.data.totals} figures={FIGURES} />
          {ledger.data.entries.length === 0 ? (
            <p className={styles.empty}>
              Bounties appear here once an operator approves one of your contacts.
            </p>
          ) : (
            <LedgerGroups
              entries={ledger.data.entries}
              label="Bounties by contact"
              counterpart={(entry) => (entry.operatorName ? `For ${entry.operatorName}` : null)}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
