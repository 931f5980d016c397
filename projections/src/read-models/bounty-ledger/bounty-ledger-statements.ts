import { BOUNTY_KINDS, type BountyKind } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';
import {
  type BountyLedgerRow,
  type BountyLedgerWrites,
  type BountyTermsRow,
  type LedgerEntryState,
  NO_BOUNTIES,
  type ProspectBounties,
} from './bounty-ledger-fold.js';

/** bounty_terms as Postgres answers it: bigint and numeric as text, timestamps as Date. */
interface TermsRecord {
  prospect_id: string;
  invitation_id: string;
  operator_id: string;
  networker_user_id: string;
  intro_cents: string | null;
  meeting_cents: string | null;
  win_cents: string | null;
  revenue_share_percent: string;
  revenue_share_months: number;
  fixed_at: Date;
  deal_value_cents: string | null;
  won_at: Date | null;
}

interface LedgerRecord {
  prospect_id: string;
  kind: string;
  invitation_id: string;
  operator_id: string;
  networker_user_id: string;
  amount_cents: string;
  state: string;
  earned_at: Date;
  approved_at: Date | null;
  paid_at: Date | null;
  payment_method: string | null;
  payment_reference: string | null;
  paid_cents: string;
  adjusted_from_cents: string | null;
}

const centsOrNull = (cents: string | null): number | null => (cents === null ? null : Number(cents));

const LEDGER_STATES: readonly LedgerEntryState[] = ['earned', 'approved', 'paid'];

function kindOf(text: string): BountyKind {
  const kind = BOUNTY_KINDS.find((known) => known === text);
  if (!kind) throw new Error(`bounty_ledger holds an unknown kind "${text}"`);
  return kind;
}

function stateOf(text: string): LedgerEntryState {
  const state = LEDGER_STATES.find((known) => known === text);
  if (!state) throw new Error(`bounty_ledger holds an unknown state "${text}"`);
  return state;
}

const termsRow = (record: TermsRecord): BountyTermsRow => ({
  prospectId: record.prospect_id,
  invitationId: record.invitation_id,
  operatorId: record.operator_id,
  networkerUserId: record.networker_user_id,
  introCents: centsOrNull(record.intro_cents),
  meetingCents: centsOrNull(record.meeting_cents),
  winCents: centsOrNull(record.win_cents),
  revenueSharePercent: Number(record.revenue_share_percent),
  revenueShareMonths: record.revenue_share_months,
  fixedAt: record.fixed_at,
  dealValueCents: centsOrNull(record.deal_value_cents),
  wonAt: record.won_at,
});

const ledgerRow = (record: LedgerRecord): BountyLedgerRow => ({
  prospectId: record.prospect_id,
  kind: kindOf(record.kind),
  invitationId: record.invitation_id,
  operatorId: record.operator_id,
  networkerUserId: record.networker_user_id,
  amountCents: Number(record.amount_cents),
  state: stateOf(record.state),
  earnedAt: record.earned_at,
  approvedAt: record.approved_at,
  paidAt: record.paid_at,
  paymentMethod: record.payment_method,
  paymentReference: record.payment_reference,
  paidCents: Number(record.paid_cents),
  adjustedFromCents: centsOrNull(record.adjusted_from_cents),
});

/** The current rows of these prospects' terms and ledger entries: at most two statements. */
export async function readProspectBounties(
  context: ProjectionContext,
  prospects: { terms: readonly string[]; entries: readonly string[] },
): Promise<Map<string, ProspectBounties>> {
  const rows = new Map<string, ProspectBounties>();
  const rowsOf = (prospectId: string) => rows.get(prospectId) ?? NO_BOUNTIES;
  if (prospects.terms.length > 0) {
    const { rows: records } = await context.query<TermsRecord>(
      'SELECT * FROM bounty_terms WHERE prospect_id = ANY($1::uuid[])',
      [prospects.terms],
    );
    for (const record of records)
      rows.set(record.prospect_id, { ...rowsOf(record.prospect_id), terms: termsRow(record) });
  }
  if (prospects.entries.length > 0) {
    const { rows: records } = await context.query<LedgerRecord>(
      'SELECT * FROM bounty_ledger WHERE prospect_id = ANY($1::uuid[])',
      [prospects.entries],
    );
    for (const record of records) {
      const entry = ledgerRow(record);
      const known = rowsOf(entry.prospectId);
      rows.set(entry.prospectId, { ...known, entries: { ...known.entries, [entry.kind]: entry } });
    }
  }
  return rows;
}

/** A batch's writes, set-based: one statement per table and operation that has rows, so at most three. */
export function writeBountyLedger(context: ProjectionContext, writes: BountyLedgerWrites): void {
  const { terms, entries, removedEntries } = writes;
  if (terms.length > 0) {
    context.write(
      `INSERT INTO bounty_terms (prospect_id, invitation_id, operator_id, networker_user_id, intro_cents,
         meeting_cents, win_cents, revenue_share_percent, revenue_share_months, fixed_at, deal_value_cents, won_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::bigint[], $6::bigint[],
         $7::bigint[], $8::numeric[], $9::int[], $10::timestamptz[], $11::bigint[], $12::timestamptz[])
       ON CONFLICT (prospect_id) DO UPDATE SET invitation_id = EXCLUDED.invitation_id,
         operator_id = EXCLUDED.operator_id, networker_user_id = EXCLUDED.networker_user_id,
         intro_cents = EXCLUDED.intro_cents, meeting_cents = EXCLUDED.meeting_cents, win_cents = EXCLUDED.win_cents,
         revenue_share_percent = EXCLUDED.revenue_share_percent,
         revenue_share_months = EXCLUDED.revenue_share_months, fixed_at = EXCLUDED.fixed_at,
         deal_value_cents = EXCLUDED.deal_value_cents, won_at = EXCLUDED.won_at`,
      [
        terms.map((row) => row.prospectId),
        terms.map((row) => row.invitationId),
        terms.map((row) => row.operatorId),
        terms.map((row) => row.networkerUserId),
        terms.map((row) => row.introCents),
        terms.map((row) => row.meetingCents),
        terms.map((row) => row.winCents),
        terms.map((row) => row.revenueSharePercent),
        terms.map((row) => row.revenueShareMonths),
        terms.map((row) => row.fixedAt),
        terms.map((row) => row.dealValueCents),
        terms.map((row) => row.wonAt),
      ],
    );
  }
  if (entries.length > 0) {
    context.write(
      `INSERT INTO bounty_ledger (prospect_id, kind, invitation_id, operator_id, networker_user_id, amount_cents,
         state, earned_at, approved_at, paid_at, payment_method, payment_reference, paid_cents, adjusted_from_cents)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::bigint[], $7::text[],
         $8::timestamptz[], $9::timestamptz[], $10::timestamptz[], $11::text[], $12::text[], $13::bigint[],
         $14::bigint[])
       ON CONFLICT (prospect_id, kind) DO UPDATE SET invitation_id = EXCLUDED.invitation_id,
         operator_id = EXCLUDED.operator_id, networker_user_id = EXCLUDED.networker_user_id,
         amount_cents = EXCLUDED.amount_cents, state = EXCLUDED.state, earned_at = EXCLUDED.earned_at,
         approved_at = EXCLUDED.approved_at, paid_at = EXCLUDED.paid_at, payment_method = EXCLUDED.payment_method,
         payment_reference = EXCLUDED.payment_reference, paid_cents = EXCLUDED.paid_cents,
         adjusted_from_cents = EXCLUDED.adjusted_from_cents`,
      [
        entries.map((row) => row.prospectId),
        entries.map((row) => row.kind),
        entries.map((row) => row.invitationId),
        entries.map((row) => row.operatorId),
        entries.map((row) => row.networkerUserId),
        entries.map((row) => row.amountCents),
        entries.map((row) => row.state),
        entries.map((row) => row.earnedAt),
        entries.map((row) => row.approvedAt),
        entries.map((row) => row.paidAt),
        entries.map((row) => row.paymentMethod),
        entries.map((row) => row.paymentReference),
        entries.map((row) => row.paidCents),
        entries.map((row) => row.adjustedFromCents),
      ],
    );
  }
  if (removedEntries.length > 0) {
    context.write(
      `DELETE FROM bounty_ledger l USING unnest($1::uuid[], $2::text[]) AS removed (prospect_id, kind)
       WHERE l.prospect_id = removed.prospect_id AND l.kind = removed.kind`,
      [removedEntries.map((key) => key.prospectId), removedEntries.map((key) => key.kind)],
    );
  }
}
