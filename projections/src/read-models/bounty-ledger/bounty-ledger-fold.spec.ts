import { describe, expect, it } from '@jest/globals';
import {
  BOUNTY_EVENT_TYPES,
  type BountyKind,
  type EventMap,
  PROSPECT_EVENT_TYPES,
  prospectStream,
  type RecordedEvent,
  usd,
} from '@referrals/contracts';
import fc from 'fast-check';
import { bountyLedgerBatches } from '../../../test/support/bounty-ledger-events.arbitrary.js';
import {
  applyEvent,
  type BountyLedgerEvent,
  type BountyLedgerRow,
  type BountyLedgerWrites,
  type BountyTermsRow,
  foldBatch,
  NO_BOUNTIES,
  type ProspectBounties,
  prospectsToRead,
} from './bounty-ledger-fold.js';

/** The two tables as rows by key, the way Postgres holds them. */
interface Tables {
  terms: Map<string, BountyTermsRow>;
  entries: Map<string, BountyLedgerRow>;
}

const entryKey = (prospectId: string, kind: BountyKind) => `${prospectId}/${kind}`;

const emptyTables = (): Tables => ({ terms: new Map(), entries: new Map() });

function tablesOf(byProspect: ReadonlyMap<string, ProspectBounties>): Tables {
  const tables = emptyTables();
  for (const [prospectId, rows] of byProspect) {
    if (rows.terms) tables.terms.set(prospectId, rows.terms);
    for (const entry of Object.values(rows.entries))
      tables.entries.set(entryKey(prospectId, entry.kind), entry);
  }
  return tables;
}

/** The reference: every event applied on its own, in order. */
function oneByOne(events: readonly BountyLedgerEvent[]): Tables {
  const byProspect = new Map<string, ProspectBounties>();
  for (const event of events) {
    const { prospectId } = event.data;
    byProspect.set(prospectId, applyEvent(byProspect.get(prospectId) ?? NO_BOUNTIES, event));
  }
  return tablesOf(byProspect);
}

/** What the projector reads before a batch: the terms and the entries of the prospects it names. */
function read(
  tables: Tables,
  prospects: { terms: string[]; entries: string[] },
): Map<string, ProspectBounties> {
  const rows = new Map<string, ProspectBounties>();
  for (const prospectId of prospects.terms) {
    const terms = tables.terms.get(prospectId);
    if (terms) rows.set(prospectId, { ...NO_BOUNTIES, terms });
  }
  const entriesProspects = new Set(prospects.entries);
  for (const entry of tables.entries.values()) {
    if (!entriesProspects.has(entry.prospectId)) continue;
    const known = rows.get(entry.prospectId) ?? NO_BOUNTIES;
    rows.set(entry.prospectId, { ...known, entries: { ...known.entries, [entry.kind]: entry } });
  }
  return rows;
}

/** The batch's writes as the upserts and the delete do them. */
function write(tables: Tables, writes: BountyLedgerWrites): void {
  for (const terms of writes.terms) tables.terms.set(terms.prospectId, terms);
  for (const entry of writes.entries) tables.entries.set(entryKey(entry.prospectId, entry.kind), entry);
  for (const removed of writes.removedEntries)
    tables.entries.delete(entryKey(removed.prospectId, removed.kind));
}

describe('the bounty ledger folded a batch at a time', () => {
  it('leaves the tables exactly as the facts applied one by one, wherever the batches are cut', () => {
    fc.assert(
      fc.property(bountyLedgerBatches(), (batches) => {
        const tables = emptyTables();
        for (const batch of batches) write(tables, foldBatch(read(tables, prospectsToRead(batch)), batch));
        expect(tables).toEqual(oneByOne(batches.flat()));
      }),
      { numRuns: 200 },
    );
  });

  it('writes each row at most once per batch, and removes only rows that were there', () => {
    fc.assert(
      fc.property(bountyLedgerBatches(), (batches) => {
        const tables = emptyTables();
        for (const batch of batches) {
          const writes = foldBatch(read(tables, prospectsToRead(batch)), batch);
          const written = writes.entries.map((entry) => entryKey(entry.prospectId, entry.kind));
          const removed = writes.removedEntries.map((key) => entryKey(key.prospectId, key.kind));
          // An upsert of a key twice in one statement is an error in Postgres.
          expect(new Set([...written, ...removed]).size).toBe(written.length + removed.length);
          expect(new Set(writes.terms.map((terms) => terms.prospectId)).size).toBe(writes.terms.length);
          for (const key of removed) expect(tables.entries.has(key)).toBe(true);
          write(tables, writes);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('one bounty fact, as the per-event SQL applies it', () => {
  const prospectId = 'p1';
  const parties = { prospectId, invitationId: 'i1', operatorId: 'o1', networkerUserId: 'n1' };
  let index = 0;
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
  function fact<Type extends keyof EventMap>(
    type: Type,
    data: EventMap[Type],
    second: number,
  ): RecordedEvent<Type, EventMap[Type]> {
    index += 1;
    return {
      id: `e${index}`,
      type,
      data,
      metadata: {
        actorUserId: null,
        actorRole: 'system',
        correlationId: `c${index}`,
        causationId: null,
        occurredAt: at(second).toISOString(),
        schemaVersion: 1,
      },
      streamName: prospectStream(prospectId),
      revision: BigInt(index),
      position: { commit: BigInt(index), prepare: BigInt(index) },
      recordedAt: at(second),
    };
  }
  const earned = (kind: BountyKind, dollars: number, second: number) =>
    fact(BOUNTY_EVENT_TYPES.bountyEarned, { ...parties, kind, amount: usd(dollars) }, second);
  const approved = (kind: BountyKind, second: number) =>
    fact(BOUNTY_EVENT_TYPES.bountyApproved, { ...parties, kind }, second);
  const paid = (kind: BountyKind, dollars: number, second: number) =>
    fact(
      BOUNTY_EVENT_TYPES.bountyPaid,
      { ...parties, kind, amount: usd(dollars), method: 'paypal', reference: `ref-${second}` },
      second,
    );
  const adjusted = (kind: BountyKind, dollars: number, state: 'approved' | 'paid', second: number) =>
    fact(
      BOUNTY_EVENT_TYPES.bountyAdjusted,
      { ...parties, kind, disputeId: 'd1', amount: usd(dollars), previousAmountCents: 25_000, state },
      second,
    );
  const corrected = (withdrawnBounties: BountyKind[], second: number) =>
    fact(
      PROSPECT_EVENT_TYPES.prospectStatusCorrected,
      {
        ...parties,
        from: 'meeting_scheduled',
        to: 'intro_made',
        reason: null,
        correctedBy: 'o1',
        undo: true,
        withdrawnBounties,
      },
      second,
    );
  const apply = (...events: BountyLedgerEvent[]) => events.reduce(applyEvent, NO_BOUNTIES);

  it('adds a payment after an adjustment to what was paid, so no paid cent is lost', () => {
    const rows = apply(
      earned('meeting', 250, 1),
      approved('meeting', 2),
      paid('meeting', 250, 3),
      adjusted('meeting', 400, 'approved', 4),
      paid('meeting', 150, 5),
    );
    expect(rows.entries.meeting).toMatchObject({
      amountCents: 40_000,
      paidCents: 40_000,
      state: 'paid',
      adjustedFromCents: 25_000,
      earnedAt: at(1),
      approvedAt: at(4),
      paidAt: at(5),
      paymentReference: 'ref-5',
    });
  });

  it('keeps the approval time when an adjustment leaves nothing owed, and enters an entry only promised until then', () => {
    const rows = apply(earned('intro', 50, 1), approved('intro', 2), adjusted('intro', 40, 'paid', 3));
    expect(rows.entries.intro).toMatchObject({ state: 'paid', approvedAt: at(2), paidCents: 0 });
    expect(apply(adjusted('win', 900, 'approved', 7)).entries.win).toMatchObject({
      state: 'approved',
      amountCents: 90_000,
      earnedAt: at(7),
      approvedAt: at(7),
      paidAt: null,
      paidCents: 0,
    });
  });

  it('approves only an earned entry, pays only an approved one, and keeps the first amount earned', () => {
    const rows = apply(
      paid('intro', 50, 1),
      approved('intro', 2),
      earned('intro', 50, 3),
      earned('intro', 99, 4),
      paid('intro', 50, 5),
      approved('intro', 6),
      approved('intro', 7),
    );
    expect(rows.entries.intro).toMatchObject({
      amountCents: 5_000,
      state: 'approved',
      earnedAt: at(3),
      approvedAt: at(6),
      paidCents: 0,
    });
  });

  it('withdraws on a correction only the merely earned entries of the kinds it names', () => {
    const rows = apply(
      earned('intro', 50, 1),
      earned('meeting', 250, 2),
      earned('win', 1000, 3),
      approved('win', 4),
      corrected(['meeting', 'win'], 5),
    );
    expect(Object.keys(rows.entries).sort()).toEqual(['intro', 'win']);
  });

  it('keeps the first terms fixed, and records a won deal only on terms that exist', () => {
    const fixed = (dollars: number, second: number) =>
      fact(
        BOUNTY_EVENT_TYPES.bountyTermsFixed,
        {
          ...parties,
          terms: { introEmail: usd(dollars), referral: null, revShare: usd(1000) },
          revenueSharePercent: 5,
        },
        second,
      );
    const won = (dollars: number, second: number) =>
      fact(BOUNTY_EVENT_TYPES.dealWon, { ...parties, dealValue: usd(dollars) }, second);
    expect(apply(won(10_000, 1)).terms).toBeNull();
    expect(apply(won(10_000, 1), fixed(50, 2), fixed(75, 3), won(20_000, 4)).terms).toEqual({
      ...parties,
      introCents: 5_000,
      meetingCents: null,
      winCents: 100_000,
      revenueSharePercent: 5,
      revenueShareMonths: 12,
      fixedAt: at(2),
      dealValueCents: 2_000_000,
      wonAt: at(4),
    });
  });
});
