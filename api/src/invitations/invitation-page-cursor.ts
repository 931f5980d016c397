import {
  decodeCursorValues,
  encodeCursorValues,
  isExactUtcTime,
  isUuid,
} from '../platform/paging/keyset-cursor.js';

/**
 * Where a page of the operator's invitations ends, in the list's order: the last invitation's activity
 * score, when it was sent (to the microsecond, as stored) and its id. The next page starts after it.
 */
export class InvitationPagePosition {
  constructor(
    readonly activityScore: number,
    /** ISO 8601 in UTC with six fraction digits, e.g. 2025-12-01T09:30:00.123456Z. */
    readonly sentAt: string,
    readonly id: string,
  ) {}
}

/** Scores are counted into a Postgres integer. */
const MAX_SCORE = 2_147_483_647;

/** An opaque text for clients to send back: base64url of the position's three values. */
export function encodeInvitationCursor(position: InvitationPagePosition): string {
  return encodeCursorValues([position.activityScore, position.sentAt, position.id]);
}

/** The position a cursor of `encodeInvitationCursor` names; null for any other text. */
export function decodeInvitationCursor(cursor: string): InvitationPagePosition | null {
  const values = decodeCursorValues(cursor, 3);
  if (!values) return null;
  const [activityScore, sentAt, id] = values;
  if (typeof activityScore !== 'number' || !Number.isInteger(activityScore)) return null;
  if (activityScore < 0 || activityScore > MAX_SCORE) return null;
  if (!isExactUtcTime(sentAt) || !isUuid(id)) return null;
  return new InvitationPagePosition(activityScore, sentAt, id);
}
