import { type BountyLedgerTotals, formatDollars } from '@referrals/contracts';
import styles from './BountyLedger.module.css';

/** The ledger's sums as a row of figures. */
export function LedgerTotals({
  totals,
  figures,
}: {
  totals: BountyLedgerTotals;
  figures: readonly { label: string; key: keyof BountyLedgerTotals }[];
}) {
  return (
    <dl className={styles.totals}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.total}>
          <dt>{figure.label}</dt>
          <dd>{formatDollars(totals[figure.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
