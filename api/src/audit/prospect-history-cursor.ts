import type { GlobalPosition } from '@referrals/contracts';
import { decodeCursorValues, encodeCursorValues } from '../platform/paging/keyset-cursor.js';

/**
 * Where a page of a prospect's history ends: the last event's place in the global log (the history's
 * order). The next page starts after it, so events written meanwhile join at the end, never in between.
 */
export class ProspectHistoryPagePosition implements GlobalPosition {
  constructor(
    readonly commit: bigint,
    readonly prepare: bigint,
  ) {}
}

/** Both parts of a log position are unsigned 64-bit numbers (KurrentDB's, and Postgres's xid8 and identity). */
const MAX_PART = 2n ** 64n - 1n;
const DECIMAL = /^\d{1,20}$/;

const partOf = (value: unknown): bigint | null =>
  typeof value === 'string' && DECIMAL.test(value) && BigInt(value) <= MAX_PART ? BigInt(value) : null;

/** An opaque text for clients to send back: base64url of the position's two parts, in decimal. */
export function encodeProspectHistoryCursor(position: GlobalPosition): string {
  return encodeCursorValues([position.commit.toString(), position.prepare.toString()]);
}

/** The position a cursor of `encodeProspectHistoryCursor` names; null for any other text. */
export function decodeProspectHistoryCursor(cursor: string): ProspectHistoryPagePosition | null {
  const values = decodeCursorValues(cursor, 2);
  if (!values) return null;
  const [commit, prepare] = values.map(partOf);
  if (typeof commit !== 'bigint' || typeof prepare !== 'bigint') return null;
  return new ProspectHistoryPagePosition(commit, prepare);
}
