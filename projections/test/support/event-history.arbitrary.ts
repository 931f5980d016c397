import {
  type EventMetadata,
  type GlobalPosition,
  PROSPECT_STATUSES,
  type ProspectStatus,
} from '@referrals/contracts';
import fc from 'fast-check';

/** Texts an array parameter must quote: commas, quotes, braces, a backslash, the word NULL, the empty text. */
export const awkwardText = fc.constantFrom('Ada', '', 'O’Neil, "Jr."', '{Bo} \\ Berg', 'NULL');

// A few prospects and users, so that a history's events meet the same rows often.
export const PROSPECT_IDS = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];
export const USER_IDS = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];

/** Any status a prospect's pipeline event names. */
export const prospectStatus = fc.constantFrom<ProspectStatus>(...PROSPECT_STATUSES, 'rejected');

/** Facts (type and payload) of one type, their payloads drawn from `data`. */
export const factOf = <Type extends string, Data>(type: Type, data: fc.Arbitrary<Data>) =>
  data.map((value) => ({ type, data: value }));

/** What a stored event adds to its type and payload. */
interface Recording {
  id: string;
  metadata: EventMetadata;
  streamName: string;
  revision: bigint;
  position: GlobalPosition;
  recordedAt: Date;
}

/** A fact (type and payload) as the `index`th stored event of a history, a second (and a few ms) after the one before. */
export function recordedFact<Fact extends { type: string }>(
  fact: Fact,
  index: number,
  streamName: string,
  actorUserId: string | null,
): Fact & Recording {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, index, index % 7));
  return {
    ...fact,
    id: `50000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    metadata: {
      actorUserId,
      actorRole: 'operator',
      correlationId: `request-${index}`,
      causationId: null,
      occurredAt: at.toISOString(),
      schemaVersion: 1,
    },
    streamName,
    revision: BigInt(index),
    position: { commit: BigInt(index + 1), prepare: BigInt(index + 1) },
    recordedAt: at,
  };
}

/** Offsets to cut a sequence into batches at. */
export const batchCuts = fc.array(fc.nat(), { maxLength: 8 });

/** The items cut into consecutive batches (none empty) at the given offsets, taken modulo the length. */
export function inBatches<Item>(items: readonly Item[], cuts: readonly number[]): Item[][] {
  const offsets = [...new Set([0, ...cuts.map((cut) => cut % (items.length + 1)), items.length])].sort(
    (a, b) => a - b,
  );
  return offsets.slice(1).map((end, index) => items.slice(offsets[index], end));
}

/** A history cut into batches anywhere, as a runner may hand it over. */
export const inAnyBatches = <Item>(history: fc.Arbitrary<Item[]>): fc.Arbitrary<Item[][]> =>
  fc.tuple(history, batchCuts).map(([items, cuts]) => inBatches(items, cuts));
