import type { BountyLedgerEntry } from '@referrals/contracts';

export interface ProspectLedger {
  prospectId: string;
  prospectName: string;
  counterpartName: string | null;
  entries: BountyLedgerEntry[];
}

/** The ledger's rows, which come grouped by prospect, as one group per prospect in the same order. */
export function groupByProspect(
  entries: readonly BountyLedgerEntry[],
  counterpart: (entry: BountyLedgerEntry) => string | null,
): ProspectLedger[] {
  const groups = new Map<string, ProspectLedger>();
  for (const entry of entries) {
    const group = groups.get(entry.prospectId) ?? {
      prospectId: entry.prospectId,
      prospectName: entry.prospectName,
      counterpartName: counterpart(entry),
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.prospectId, group);
  }
  return [...groups.values()];
}
