/**
 * A point in the global, ordered feed of all events.
 * KurrentDB gives {commit, prepare} log positions; the Postgres store maps its
 * (transaction id, sequence position) pair onto the same shape. Both order
 * lexicographically: commit first, then prepare.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

/** Before the first event: a checkpoint at START has processed nothing. */
export const START: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): -1 | 0 | 1 {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function maxPosition(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

export function minPosition(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return comparePositions(a, b) <= 0 ? a : b;
}

/** Text form used in HTTP answers and socket messages: "<commit>-<prepare>". */
export function formatPosition(position: GlobalPosition): string {
  return `${position.commit}-${position.prepare}`;
}

const POSITION_PATTERN = /^(\d{1,20})-(\d{1,20})$/;

export function parsePosition(text: string): GlobalPosition {
  const match = POSITION_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not an event position: "${text}"`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}
