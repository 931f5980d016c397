import {
  BOUNTY_KIND_LABELS,
  type DisputableLedgerEntry,
  type DisputeParty,
  formatDollars,
} from '@referrals/contracts';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const whenShort = (iso: string) => TIME.format(new Date(iso));

export const otherSide = (party: DisputeParty): DisputeParty =>
  party === 'operator' ? 'networker' : 'operator';

/** A ledger entry as the dispute form offers it: "Intro bounty · $50.00 paid · disputable until Dec 22, 2026". */
export function entryLabel(entry: DisputableLedgerEntry): string {
  const window = entry.windowClosesAt
    ? ` · disputable until ${DATE.format(new Date(entry.windowClosesAt))}`
    : '';
  return `${BOUNTY_KIND_LABELS[entry.kind]} · ${formatDollars(entry.amount)} ${entry.state}${window}`;
}
