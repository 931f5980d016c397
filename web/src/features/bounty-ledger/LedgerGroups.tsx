import { type BountyLedgerEntry, describeTerms, termsOfInvitation } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { groupByProspect } from './groupByProspect';
import { LedgerEntryRow } from './LedgerEntryRow';
import styles from './BountyLedger.module.css';

/**
 * The ledger's amounts grouped by prospect, each group titled with the prospect and the other side
 * ("For Dana Demo", "Introduced by Nora Networker") and the terms its approval froze; the operator's
 * rows carry their next step.
 */
export function LedgerGroups({
  entries,
  label,
  counterpart,
  actionsFor,
}: {
  entries: readonly BountyLedgerEntry[];
  label: string;
  counterpart: (entry: BountyLedgerEntry) => string | null;
  actionsFor?: (entry: BountyLedgerEntry) => ReactNode;
}) {
  return (
    <ul className={styles.groups} aria-label={label}>
      {groupByProspect(entries).map((group) => {
        const first = group[0]!; // groups are never empty
        const other = counterpart(first);
        return (
          <li key={first.prospectId} className={styles.group}>
            <h3 className={styles.groupTitle}>
              {first.prospectName}
              {other ? <span className={styles.counterpart}>{other}</span> : null}
            </h3>
            <p className={styles.terms}>Terms: {describeTerms(termsOfInvitation(first.terms)).summary}</p>
            <Link
              to="/prospects/$prospectId/history"
              params={{ prospectId: first.prospectId }}
              hash="disputes"
              className={styles.historyLink}
              aria-label={`History and disputes of ${first.prospectName}`}
            >
              History and disputes
            </Link>
            <ul className={styles.entries}>
              {group.map((entry) => (
                <LedgerEntryRow key={entry.kind} entry={entry} actions={actionsFor?.(entry)} />
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
