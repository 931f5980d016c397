import { Inject, Injectable } from '@nestjs/common';
import {
  type BountyLedgerAnswer,
  type BountyLedgerEntry,
  bountyEntryExplanation,
  ledgerAmount,
  ledgerTotals,
  PROSPECT_STATUSES,
  type ProspectStatus,
  payoutDueBy,
  statusNeedsTerms,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';
import { type FrozenTermsColumns, frozenTermsColumns, frozenTermsOf } from './frozen-terms-columns.js';

/** A row as Postgres answers it: dates as Date, amounts in cents (bigint as text). */
type LedgerRow = Omit<
  BountyLedgerEntry,
  | 'amount'
  | 'paid'
  | 'adjustedFrom'
  | 'dealValue'
  | 'earnedAt'
  | 'approvedAt'
  | 'dueBy'
  | 'paidAt'
  | 'explanation'
  | 'terms'
> & {
  amountCents: string;
  paidCents: string;
  adjustedFromCents: string | null;
  dealValueCents: string | null;
  earnedAt: Date | null;
  approvedAt: Date | null;
  paidAt: Date | null;
} & FrozenTermsColumns;

/**
 * Every amount of a party's ledger: the earned ones with their state, and the upcoming ones the
 * frozen terms promise (intro, meeting and win bounties not yet earned on a prospect at or past
 * approval, `$2`: a prospect corrected back below approval keeps its terms but promises nothing until
 * it is approved again, and a rejected one promises nothing). The revenue share is only known once a
 * deal is won, so it is never upcoming. Grouped by prospect, the most recently approved first, each
 * in the order the bounties fall due.
 */
const LEDGER_SQL = (partyColumn: 'networker_user_id' | 'operator_id') => `
WITH party_terms AS (
  SELECT * FROM bounty_terms WHERE ${partyColumn} = $1
), amounts AS (
  SELECT l.prospect_id, l.kind, l.state, l.amount_cents, l.paid_cents, l.adjusted_from_cents, l.earned_at,
    l.approved_at, l.paid_at, l.payment_method, l.payment_reference
  FROM bounty_ledger l WHERE l.${partyColumn} = $1
  UNION ALL
  SELECT t.prospect_id, upcoming.kind, 'upcoming', upcoming.cents, 0, NULL, NULL, NULL, NULL, NULL, NULL
  FROM party_terms t
  JOIN prospects p ON p.id = t.prospect_id AND p.status = ANY($2::text[])
  CROSS JOIN LATERAL (VALUES ('intro', t.intro_cents), ('meeting', t.meeting_cents), ('win', t.win_cents))
    AS upcoming (kind, cents)
  WHERE upcoming.cents > 0
    AND NOT EXISTS (SELECT 1 FROM bounty_ledger l WHERE l.prospect_id = t.prospect_id AND l.kind = upcoming.kind)
    AND NOT (upcoming.kind = 'win' AND t.won_at IS NOT NULL)
)
SELECT a.prospect_id AS "prospectId", p.prospect_name AS "prospectName", p.status AS "prospectStatus",
  t.invitation_id AS "invitationId", t.operator_id AS "operatorId", o.profile->>'fullName' AS "operatorName",
  t.networker_user_id AS "networkerUserId", n.name AS "networkerName",
  a.kind, a.state, a.amount_cents AS "amountCents", a.paid_cents AS "paidCents",
  a.adjusted_from_cents AS "adjustedFromCents",
  CASE WHEN a.kind IN ('win', 'revenue_share') THEN t.deal_value_cents END AS "dealValueCents",
  a.earned_at AS "earnedAt", a.approved_at AS "approvedAt", a.paid_at AS "paidAt",
  a.payment_method AS "paymentMethod", a.payment_reference AS "paymentReference",
  ${frozenTermsColumns('t')}
FROM amounts a
JOIN bounty_terms t ON t.prospect_id = a.prospect_id
JOIN prospects p ON p.id = a.prospect_id
LEFT JOIN operator_profiles o ON o.user_id = t.operator_id
LEFT JOIN users n ON n.id = t.networker_user_id
ORDER BY t.fixed_at DESC, a.prospect_id,
  array_position(ARRAY['intro', 'meeting', 'win', 'revenue_share'], a.kind)`;

/** The statuses whose prospect the frozen terms promise upcoming bounties on (approved and after). */
const PROMISING_STATUSES: readonly ProspectStatus[] = PROSPECT_STATUSES.filter(statusNeedsTerms);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function entryOf(row: LedgerRow): BountyLedgerEntry {
  const approvedAt = iso(row.approvedAt);
  const paidAt = iso(row.paidAt);
  const amountCents = Number(row.amountCents);
  const paidCents = Number(row.paidCents);
  const adjustedFromCents = row.adjustedFromCents === null ? null : Number(row.adjustedFromCents);
  return {
    prospectId: row.prospectId,
    prospectName: row.prospectName,
    prospectStatus: row.prospectStatus,
    invitationId: row.invitationId,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    networkerUserId: row.networkerUserId,
    networkerName: row.networkerName,
    kind: row.kind,
    state: row.state,
    amount: ledgerAmount(amountCents),
    paid: ledgerAmount(paidCents),
    adjustedFrom: adjustedFromCents === null ? null : ledgerAmount(adjustedFromCents),
    dealValue: row.dealValueCents === null ? null : ledgerAmount(Number(row.dealValueCents)),
    // Every ledger line is of a prospect with frozen terms (it is joined on bounty_terms).
    terms: frozenTermsOf(row)!,
    earnedAt: iso(row.earnedAt),
    approvedAt,
    dueBy:
      row.state === 'approved' && row.approvedAt ? payoutDueBy(row.kind, row.approvedAt).toISOString() : null,
    paidAt,
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    explanation: bountyEntryExplanation({
      ...row,
      approvedAt,
      paidAt,
      amountCents,
      paidCents,
      adjustedFromCents,
    }),
  };
}

/** The ledger as the networker (what they earned) or the operator (what they owe) sees it. */
@Injectable()
export class BountyLedgerList {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  forNetworker(networkerUserId: string): Promise<BountyLedgerAnswer> {
    return this.list('networker_user_id', networkerUserId);
  }

  forOperator(operatorId: string): Promise<BountyLedgerAnswer> {
    return this.list('operator_id', operatorId);
  }

  private async list(
    partyColumn: 'networker_user_id' | 'operator_id',
    userId: string,
  ): Promise<BountyLedgerAnswer> {
    const rows = await this.dataSource.query<LedgerRow[]>(LEDGER_SQL(partyColumn), [
      userId,
      PROMISING_STATUSES,
    ]);
    const totals = ledgerTotals(
      rows.map((row) => ({
        state: row.state,
        amountCents: Number(row.amountCents),
        paidCents: Number(row.paidCents),
      })),
    );
    return {
      entries: rows.map(entryOf),
      totals: {
        earned: ledgerAmount(totals.earnedCents),
        awaitingApproval: ledgerAmount(totals.awaitingApprovalCents),
        approved: ledgerAmount(totals.approvedCents),
        paid: ledgerAmount(totals.paidCents),
        outstanding: ledgerAmount(totals.outstandingCents),
        upcoming: ledgerAmount(totals.upcomingCents),
      },
    };
  }
}
