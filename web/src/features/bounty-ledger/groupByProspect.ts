import type { BountyLedgerEntry } from '@referrals/contracts';

/** The ledger's rows, which come grouped by prospect, as one list per prospect in the same order. */
export function groupByProspect(entries: readonly BountyLedgerEntry[]): BountyLedgerEntry[][] {
  const groups = new Map<string, BountyLedgerEntry[]>();
  for (const entry of entries) {
    groups.set(entry.prospectId, [...(groups.get(entry.prospectId) ?? []), entry]);
  }
  return [...groups.values()];
}
