import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import page from '../../ui/SignedInPage.module.css';
import { networkerBountyLedgerQuery } from './bountyLedgerQueries';
import { groupByProspect } from './groupByProspect';
import { LedgerEntryRow } from './LedgerEntryRow';
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
            <ul className={styles.groups} aria-label="Bounties by contact">
              {groupByProspect(ledger.data.entries, (entry) => entry.operatorName).map((group) => (
                <li key={group.prospectId} className={styles.group}>
                  <h3 className={styles.groupTitle}>
                    {group.prospectName}
                    {group.counterpartName ? (
                      <span className={styles.counterpart}>For {group.counterpartName}</span>
                    ) : null}
                  </h3>
                  <ul className={styles.entries}>
                    {group.entries.map((entry) => (
                      <LedgerEntryRow key={entry.kind} entry={entry} />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
