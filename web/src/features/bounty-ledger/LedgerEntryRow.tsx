import {
  BOUNTY_KIND_LABELS,
  type BountyLedgerEntry,
  decimalStringToCents,
  formatDollars,
  termsOfInvitation,
  wonDealBasis,
} from '@referrals/contracts';
import type { ReactNode } from 'react';
import { BountyStateTag } from './BountyStateTag';
import styles from './BountyLedger.module.css';

/** One amount: its kind and state, the sum, why it is where it is, and (for the operator) what to do next. */
export function LedgerEntryRow({ entry, actions }: { entry: BountyLedgerEntry; actions?: ReactNode }) {
  return (
    <li className={styles.entry} data-kind={entry.kind} data-state={entry.state}>
      <span className={styles.entryKind}>
        {BOUNTY_KIND_LABELS[entry.kind]}
        <BountyStateTag state={entry.state} />
      </span>
      <span className={styles.amount}>{formatDollars(entry.amount)}</span>
      <p className={styles.explanation}>
        {entry.dealValue
          ? `${wonDealBasis(entry.kind, decimalStringToCents(entry.dealValue), termsOfInvitation(entry.terms))} `
          : ''}
        {entry.explanation}
      </p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
