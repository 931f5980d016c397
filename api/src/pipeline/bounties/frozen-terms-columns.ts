import { DEFAULT_REVENUE_SHARE_MONTHS, fieldsOfTerms, type TermsFields } from '@referrals/contracts';

/** A prospect's frozen terms as selected by frozenTermsColumns (bigint and numeric come back as text). */
export interface FrozenTermsColumns {
  introCents: string | null;
  meetingCents: string | null;
  winCents: string | null;
  /** Null when the prospect has no terms yet (no bounty_terms row joined). */
  revenueSharePercent: string | null;
  revenueShareMonths: number | null;
}

/** The columns of `bounty_terms` (joined as `alias`) that frozenTermsOf reads. */
export const frozenTermsColumns = (alias: string) =>
  `${alias}.intro_cents AS "introCents", ${alias}.meeting_cents AS "meetingCents",
   ${alias}.win_cents AS "winCents", ${alias}.revenue_share_percent AS "revenueSharePercent",
   ${alias}.revenue_share_months AS "revenueShareMonths"`;

const centsOf = (cents: string | null) => (cents === null ? null : Number(cents));

/** The terms a prospect's approval froze, in the API's fields; null before approval. */
export function frozenTermsOf(row: FrozenTermsColumns): TermsFields | null {
  if (row.revenueSharePercent === null) return null;
  return fieldsOfTerms({
    introCents: centsOf(row.introCents),
    meetingCents: centsOf(row.meetingCents),
    winCents: centsOf(row.winCents),
    revenueSharePercent: Number(row.revenueSharePercent),
    revenueShareMonths: row.revenueShareMonths ?? DEFAULT_REVENUE_SHARE_MONTHS,
  });
}

/** The row without the terms' columns, and the terms they held. */
export function withFrozenTerms<Row extends FrozenTermsColumns>(
  row: Row,
): Omit<Row, keyof FrozenTermsColumns> & { terms: TermsFields | null } {
  const { introCents, meetingCents, winCents, revenueSharePercent, revenueShareMonths, ...rest } = row;
  return {
    ...rest,
    terms: frozenTermsOf({ introCents, meetingCents, winCents, revenueSharePercent, revenueShareMonths }),
  };
}
