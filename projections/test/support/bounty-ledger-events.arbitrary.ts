import {
  BOUNTY_EVENT_TYPES,
  BOUNTY_KINDS,
  type BountyParties,
  type EventMap,
  type Money,
  PAYOUT_METHODS,
  PROSPECT_EVENT_TYPES,
  PROSPECT_STATUSES,
  prospectStream,
  type RecordedEvent,
} from '@referrals/contracts';
import fc from 'fast-check';
import type {
  BountyLedgerEvent,
  BOUNTY_LEDGER_EVENT_TYPES,
} from '../../src/read-models/bounty-ledger/bounty-ledger-fold.js';
import { inBatches } from './event-history.arbitrary.js';

type BountyLedgerEventType = (typeof BOUNTY_LEDGER_EVENT_TYPES)[number];

/** What one event says, its prospect's parties aside: an arbitrary for each type the ledger reads. */
type Fact = {
  [Type in BountyLedgerEventType]: { type: Type; data: Omit<EventMap[Type], keyof BountyParties> };
}[BountyLedgerEventType];

const usd = (amountCents: number): Money => ({ amountCents, currency: 'USD' });
const money = fc.integer({ min: 0, max: 5_000_000 }).map(usd);
const kind = fc.constantFrom(...BOUNTY_KINDS);

const fact: fc.Arbitrary<Fact> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.bountyTermsFixed),
      data: fc.record({
        terms: fc.record({
          introEmail: fc.option(money, { nil: null }),
          referral: fc.option(money, { nil: null }),
          revShare: fc.option(money, { nil: null }),
        }),
        // numeric(5, 2): whole hundredths of a percent.
        revenueSharePercent: fc.integer({ min: 0, max: 5000 }).map((hundredths) => hundredths / 100),
        // Absent in fixings written before ADR 0022.
        revenueShareMonths: fc.option(fc.integer({ min: 1, max: 36 }), { nil: undefined }),
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.dealWon),
      data: fc.record({ dealValue: money }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.bountyEarned),
      data: fc.record({ kind, amount: money }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.bountyApproved),
      data: fc.record({ kind }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.bountyPaid),
      data: fc.record({
        kind,
        amount: money,
        method: fc.constantFrom(...PAYOUT_METHODS),
        reference: fc.string({ maxLength: 12 }),
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant(BOUNTY_EVENT_TYPES.bountyAdjusted),
      data: fc.record({
        kind,
        disputeId: fc.uuid(),
        amount: money,
        previousAmountCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
        state: fc.constantFrom('approved' as const, 'paid' as const),
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant(PROSPECT_EVENT_TYPES.prospectStatusCorrected),
      data: fc.record({
        from: fc.constantFrom(...PROSPECT_STATUSES),
        to: fc.constantFrom(...PROSPECT_STATUSES),
        reason: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
        correctedBy: fc.uuid(),
        undo: fc.boolean(),
        withdrawnBounties: fc.subarray([...BOUNTY_KINDS]),
      }),
    }),
  },
);

const parties = (prospectId: string): fc.Arbitrary<BountyParties> =>
  fc.record({
    prospectId: fc.constant(prospectId),
    invitationId: fc.uuid(),
    operatorId: fc.uuid(),
    networkerUserId: fc.uuid(),
  });

const START = Date.UTC(2026, 0, 1);

/** A fact as the store hands it over: on its prospect's stream, recorded `at`. */
function recorded<Type extends BountyLedgerEventType>(
  type: Type,
  data: EventMap[Type],
  at: Date,
  index: number,
): RecordedEvent<Type, EventMap[Type]> {
  return {
    id: `bounty-fact-${index}`,
    type,
    data,
    metadata: {
      actorUserId: null,
      actorRole: 'system',
      correlationId: `bounty-facts-${index}`,
      causationId: null,
      occurredAt: at.toISOString(),
      schemaVersion: 1,
    },
    streamName: prospectStream(data.prospectId),
    revision: BigInt(index),
    position: { commit: BigInt(index + 1), prepare: BigInt(index + 1) },
    recordedAt: at,
  };
}

function eventOf(fact: Fact, who: BountyParties, at: Date, index: number): BountyLedgerEvent {
  switch (fact.type) {
    case BOUNTY_EVENT_TYPES.bountyTermsFixed:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case BOUNTY_EVENT_TYPES.dealWon:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case BOUNTY_EVENT_TYPES.bountyEarned:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case BOUNTY_EVENT_TYPES.bountyApproved:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case BOUNTY_EVENT_TYPES.bountyPaid:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case BOUNTY_EVENT_TYPES.bountyAdjusted:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected:
      return recorded(fact.type, { ...fact.data, ...who }, at, index);
  }
}

/** How long a history is, and over how many prospects. */
export interface HistoryShape {
  minEvents?: number;
  maxEvents?: number;
  maxProspects?: number;
}

/**
 * A history of bounty facts over a few prospects, in the order the store hands them over: each
 * prospect's facts name one of two sets of parties (the first written is the one the ledger keeps),
 * and facts are recorded milliseconds apart or at the same instant.
 */
export function bountyLedgerHistory({
  minEvents = 0,
  maxEvents = 80,
  maxProspects = 4,
}: HistoryShape = {}): fc.Arbitrary<BountyLedgerEvent[]> {
  return fc
    .uniqueArray(fc.uuid(), { minLength: 1, maxLength: maxProspects, size: 'max' })
    .chain((prospectIds) =>
      fc.tuple(
        fc.tuple(...prospectIds.map((id) => fc.tuple(parties(id), parties(id)))),
        fc.array(
          fc.record({
            prospect: fc.nat({ max: prospectIds.length - 1 }),
            secondParties: fc.boolean(),
            gapMs: fc.integer({ min: 0, max: 90_000 }),
            fact,
          }),
          // Without a size, fast-check keeps arrays to about ten items.
          { minLength: minEvents, maxLength: maxEvents, size: 'medium' },
        ),
      ),
    )
    .map(([partiesOf, steps]) => {
      let at = START;
      return steps.map((step, index) => {
        at += step.gapMs;
        const [first, second] = partiesOf[step.prospect]!;
        return eventOf(step.fact, step.secondParties ? second : first, new Date(at), index);
      });
    });
}

/** A history cut into the batches a runner would hand over (none empty): a few long ones, or many short ones. */
export function bountyLedgerBatches(shape: HistoryShape = {}): fc.Arbitrary<BountyLedgerEvent[][]> {
  return bountyLedgerHistory(shape).chain((events) => {
    // Offsets to cut at, each just after an item (after the last one: no cut).
    const fewCuts = fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, events.length) }), {
      maxLength: events.length,
    });
    const manyCuts = fc
      .array(fc.boolean(), { minLength: events.length, maxLength: events.length })
      .map((cutAfter) => cutAfter.flatMap((cut, index) => (cut ? [index + 1] : [])));
    return fc.oneof(fewCuts, manyCuts).map((cuts) => inBatches(events, cuts));
  });
}
