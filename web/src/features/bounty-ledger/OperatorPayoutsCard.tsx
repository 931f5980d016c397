import { BOUNTY_KIND_LABELS, type BountyLedgerEntry } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import page from '../../ui/SignedInPage.module.css';
import { operatorBountyLedgerQuery } from './bountyLedgerQueries';
import { LedgerGroups } from './LedgerGroups';
import { LedgerTotals } from './LedgerTotals';
import { PaymentDialog } from './PaymentDialog';
import { useApproveBounty } from './useBountyActions';
import styles from './BountyLedger.module.css';

const FIGURES = [
  { label: 'Outstanding', key: 'outstanding' },
  { label: 'To approve', key: 'awaitingApproval' },
  { label: 'Approved, to pay', key: 'approved' },
  { label: 'Paid', key: 'paid' },
] as const;

/** What the operator owes networkers: each earned bounty to approve, then to pay; live as the pipeline moves. */
export function OperatorPayoutsCard() {
  const ledger = useQuery(operatorBountyLedgerQuery);
  const approve = useApproveBounty();
  const [paying, setPaying] = useState<BountyLedgerEntry | null>(null);
  const earned = ledger.data?.entries.filter((entry) => entry.state !== 'upcoming') ?? [];
  const actionsFor = (entry: BountyLedgerEntry) => {
    const name = `${BOUNTY_KIND_LABELS[entry.kind].toLowerCase()} for ${entry.prospectName}`;
    if (entry.state === 'earned') {
      return (
        <Button
          type="primary"
          aria-label={`Approve the ${name}`}
          loading={
            approve.isPending &&
            approve.variables?.prospectId === entry.prospectId &&
            approve.variables.kind === entry.kind
          }
          onClick={() => approve.mutate({ prospectId: entry.prospectId, kind: entry.kind })}
        >
          Approve
        </Button>
      );
    }
    if (entry.state === 'approved') {
      return (
        <Button aria-label={`Record payment of the ${name}`} onClick={() => setPaying(entry)}>
          Record Payment
        </Button>
      );
    }
    return undefined;
  };
  return (
    <section className={page.card} aria-labelledby="payouts-title" id="payouts">
      <h2 id="payouts-title" className={page.cardTitle}>
        Bounty payouts
      </h2>
      {ledger.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {ledger.isError ? <p role="alert">Payouts could not be loaded. Please reload the page.</p> : null}
      {ledger.data ? (
        <>
          <LedgerTotals totals={ledger.data.totals} figures={FIGURES} />
          {earned.length === 0 ? (
            <p className={styles.empty}>
              Bounties appear here as your networkers' introductions and meetings happen.
            </p>
          ) : (
            <LedgerGroups
              entries={earned}
              label="Bounties by prospect"
              counterpart={(entry) => (entry.networkerName ? `Introduced by ${entry.networkerName}` : null)}
              actionsFor={actionsFor}
            />
          )}
        </>
      ) : null}
      {paying ? <PaymentDialog entry={paying} onClose={() => setPaying(null)} /> : null}
    </section>
  );
}
