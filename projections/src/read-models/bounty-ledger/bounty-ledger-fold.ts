import {
  BOUNTY_EVENT_TYPES,
  type BountyKind,
  type EventOf,
  PROSPECT_EVENT_TYPES,
  termsOfFixing,
} from '@referrals/contracts';

/** The events the bounty ledger reads: the bounty facts, and status corrections (which withdraw bounties). */
export const BOUNTY_LEDGER_EVENT_TYPES = [
  ...Object.values(BOUNTY_EVENT_TYPES),
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
] as const;

export type BountyLedgerEvent = EventOf<(typeof BOUNTY_LEDGER_EVENT_TYPES)[number]>;

/** A row of bounty_terms. */
export interface BountyTermsRow {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  introCents: number | null;
  meetingCents: number | null;
  winCents: number | null;
  revenueSharePercent: number;
  revenueShareMonths: number;
  fixedAt: Date;
  dealValueCents: number | null;
  wonAt: Date | null;
}

export type LedgerEntryState = 'earned' | 'approved' | 'paid';

/** A row of bounty_ledger. */
export interface BountyLedgerRow {
  prospectId: string;
  kind: BountyKind;
  invitationId: string;
  operatorId: string;
  networkerUserId: string;
  amountCents: number;
  state: LedgerEntryState;
  earnedAt: Date;
  approvedAt: Date | null;
  paidAt: Date | null;
  paymentMethod: string | null;
  paymentReference: string | null;
  paidCents: number;
  adjustedFromCents: number | null;
}

/** One prospect's rows in both tables: every event concerns exactly one prospect. */
export interface ProspectBounties {
  readonly terms: BountyTermsRow | null;
  readonly entries: Readonly<Partial<Record<BountyKind, BountyLedgerRow>>>;
}

export const NO_BOUNTIES: ProspectBounties = { terms: null, entries: {} };

const withEntry = (rows: ProspectBounties, entry: BountyLedgerRow): ProspectBounties => ({
  ...rows,
  entries: { ...rows.entries, [entry.kind]: entry },
});

/**
 * One event applied to its prospect's rows, exactly as the projector's per-event SQL does it (the
 * integration test holds the two equal). Rows an event leaves alone are returned as the same objects,
 * so a batch can tell the rows it touched by identity.
 */
export function applyEvent(rows: ProspectBounties, event: BountyLedgerEvent): ProspectBounties {
  switch (event.type) {
    case BOUNTY_EVENT_TYPES.bountyTermsFixed: {
      // INSERT … ON CONFLICT (prospect_id) DO NOTHING
      if (rows.terms) return rows;
      const { data } = event;
      const terms = termsOfFixing(data);
      return {
        ...rows,
        terms: {
          prospectId: data.prospectId,
          invitationId: data.invitationId,
          operatorId: data.operatorId,
          networkerUserId: data.networkerUserId,
          ...terms,
          fixedAt: event.recordedAt,
          dealValueCents: null,
          wonAt: null,
        },
      };
    }
    case BOUNTY_EVENT_TYPES.dealWon: {
      if (!rows.terms) return rows;
      const { data } = event;
      return {
        ...rows,
        terms: { ...rows.terms, dealValueCents: data.dealValue.amountCents, wonAt: event.recordedAt },
      };
    }
    case BOUNTY_EVENT_TYPES.bountyEarned: {
      // INSERT … ON CONFLICT (prospect_id, kind) DO NOTHING
      const { data } = event;
      if (rows.entries[data.kind]) return rows;
      return withEntry(
        rows,
        insertedEntry(event, { state: 'earned', approvedAt: null, adjustedFromCents: null }),
      );
    }
    case BOUNTY_EVENT_TYPES.bountyApproved: {
      const entry = rows.entries[event.data.kind];
      if (entry?.state !== 'earned') return rows;
      return withEntry(rows, { ...entry, state: 'approved', approvedAt: event.recordedAt });
    }
    case BOUNTY_EVENT_TYPES.bountyPaid: {
      const { data } = event;
      const entry = rows.entries[data.kind];
      if (entry?.state !== 'approved') return rows;
      return withEntry(rows, {
        ...entry,
        state: 'paid',
        paidAt: event.recordedAt,
        paymentMethod: data.method,
        paymentReference: data.reference,
        paidCents: entry.paidCents + data.amount.amountCents,
      });
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      // Only the merely earned entries of the withdrawn kinds go.
      const withdrawn = event.data.withdrawnBounties.filter((kind) => rows.entries[kind]?.state === 'earned');
      if (withdrawn.length === 0) return rows;
      const entries = { ...rows.entries };
      for (const kind of withdrawn) delete entries[kind];
      return { ...rows, entries };
    }
    case BOUNTY_EVENT_TYPES.bountyAdjusted: {
      // An upsert: a new entry is complete; an existing one takes the amount and state, and the
      // approval time only when the adjustment approves (COALESCE(EXCLUDED.approved_at, approved_at)).
      const { data } = event;
      const approvedAt = data.state === 'approved' ? event.recordedAt : null;
      const entry = rows.entries[data.kind];
      if (entry)
        return withEntry(rows, {
          ...entry,
          amountCents: data.amount.amountCents,
          state: data.state,
          adjustedFromCents: data.previousAmountCents,
          approvedAt: approvedAt ?? entry.approvedAt,
        });
      return withEntry(
        rows,
        insertedEntry(event, { state: data.state, approvedAt, adjustedFromCents: data.previousAmountCents }),
      );
    }
  }
}

/**
 * A new ledger entry as the INSERT of an earning or an adjustment writes it: the event's parties, kind
 * and amount, earned when recorded, with the state columns it sets; nothing paid yet.
 */
function insertedEntry(
  event: EventOf<typeof BOUNTY_EVENT_TYPES.bountyEarned | typeof BOUNTY_EVENT_TYPES.bountyAdjusted>,
  written: Pick<BountyLedgerRow, 'state' | 'approvedAt' | 'adjustedFromCents'>,
): BountyLedgerRow {
  const { data } = event;
  return {
    prospectId: data.prospectId,
    kind: data.kind,
    invitationId: data.invitationId,
    operatorId: data.operatorId,
    networkerUserId: data.networkerUserId,
    amountCents: data.amount.amountCents,
    earnedAt: event.recordedAt,
    ...written,
    paidAt: null,
    paymentMethod: null,
    paymentReference: null,
    paidCents: 0,
  };
}

/** The prospects whose rows in each table a batch may change: the ones to read before folding it. */
export function prospectsToRead(events: readonly BountyLedgerEvent[]): {
  terms: string[];
  entries: string[];
} {
  const terms = new Set<string>();
  const entries = new Set<string>();
  for (const event of events) {
    if (event.type === BOUNTY_EVENT_TYPES.bountyTermsFixed || event.type === BOUNTY_EVENT_TYPES.dealWon)
      terms.add(event.data.prospectId);
    else if (
      event.type !== PROSPECT_EVENT_TYPES.prospectStatusCorrected ||
      event.data.withdrawnBounties.length > 0
    )
      entries.add(event.data.prospectId);
  }
  return { terms: [...terms], entries: [...entries] };
}

export interface EntryKey {
  prospectId: string;
  kind: BountyKind;
}

/** What a batch changes: rows to write as they end (inserted or replaced), and entries it removed. */
export interface BountyLedgerWrites {
  terms: BountyTermsRow[];
  entries: BountyLedgerRow[];
  removedEntries: EntryKey[];
}

/**
 * A batch folded over the rows it concerns (`before`, by prospect; a prospect absent has none):
 * each event applied in turn, then the rows that differ from `before` as writes.
 */
export function foldBatch(
  before: ReadonlyMap<string, ProspectBounties>,
  events: readonly BountyLedgerEvent[],
): BountyLedgerWrites {
  const after = new Map<string, ProspectBounties>();
  for (const event of events) {
    const { prospectId } = event.data;
    after.set(prospectId, applyEvent(after.get(prospectId) ?? before.get(prospectId) ?? NO_BOUNTIES, event));
  }
  const writes: BountyLedgerWrites = { terms: [], entries: [], removedEntries: [] };
  for (const [prospectId, ended] of after) {
    const started = before.get(prospectId) ?? NO_BOUNTIES;
    if (ended.terms && ended.terms !== started.terms) writes.terms.push(ended.terms);
    const kinds = new Set([...keysOf(started.entries), ...keysOf(ended.entries)]);
    for (const kind of kinds) {
      const entry = ended.entries[kind];
      if (!entry) writes.removedEntries.push({ prospectId, kind });
      else if (entry !== started.entries[kind]) writes.entries.push(entry);
    }
  }
  return writes;
}

const keysOf = (entries: ProspectBounties['entries']): BountyKind[] =>
  Object.values(entries).map((entry) => entry.kind);
