import { Inject, Injectable } from '@nestjs/common';
import {
  type BountyEntryState,
  centsToDecimalString,
  type DashboardStats,
  EARNINGS_MONTHS,
  ledgerTotals,
  type ProspectStatus,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../platform/database/database.token.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { type ActingParty, PARTY_COLUMN } from '../platform/http/acting-party.js';
import { earningsByMonth, monthStart, recentMonths } from './earnings-by-month.js';
import {
  ACTIVE_STATUSES,
  countAt,
  INTRODUCED_STATUSES,
  MEETING_HELD_STATUSES,
  pipelineFunnel,
} from './pipeline-funnel.js';

/**
 * Prospects in the pipeline only: a recommendation enters it (gets a status) once its networker approves.
 * A held meeting with a review counts as Review Completed (spec: review_completed is done when a review
 * exists), so the funnel reaches its last stage without anyone setting that status by hand.
 */
const FUNNEL_SQL = (column: string) => `
SELECT CASE
    WHEN p.status = 'meeting_held' AND EXISTS (SELECT 1 FROM reviews r WHERE r.prospect_id = p.id)
    THEN 'review_completed' ELSE p.status END AS status,
  count(*)::int AS count
FROM prospects p
WHERE p.${column} = $1 AND p.networker_user_id IS NOT NULL AND p.status IS NOT NULL
GROUP BY 1`;

const LEDGER_SQL = (column: string) => `
SELECT state, sum(amount_cents)::text AS "amountCents" FROM bounty_ledger WHERE ${column} = $1 GROUP BY state`;

const MONTHLY_SQL = (column: string) => `
SELECT to_char(earned_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, sum(amount_cents)::text AS "amountCents"
FROM bounty_ledger WHERE ${column} = $1 AND earned_at >= $2
GROUP BY 1`;

type Cents<Row> = Omit<Row, 'amountCents'> & { amountCents: string };

/** The Overview tab's stat cards, from the prospects and bounty ledger read models. */
@Injectable()
export class DashboardStatsReader {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(role: ActingParty, userId: string): Promise<DashboardStats> {
    const column = PARTY_COLUMN[role];
    const [counts, ledger, monthly] = await Promise.all([
      this.dataSource.query<{ status: ProspectStatus; count: number }[]>(FUNNEL_SQL(column), [userId]),
      this.dataSource.query<Cents<{ state: BountyEntryState }>[]>(LEDGER_SQL(column), [userId]),
      this.monthly(column, userId),
    ]);
    const funnel = pipelineFunnel(counts);
    const totals = ledgerTotals(ledger.map((row) => ({ ...row, amountCents: Number(row.amountCents) })));
    if (role === 'operator') {
      return {
        role,
        activeRequests: countAt(funnel, ACTIVE_STATUSES),
        completedMeetings: countAt(funnel, MEETING_HELD_STATUSES),
        funnel,
        outstanding: centsToDecimalString(totals.outstandingCents),
        earningsByMonth: monthly,
        profileStatus: 'Active',
      };
    }
    return {
      role,
      opportunities: countAt(funnel, ACTIVE_STATUSES),
      introductionsMade: countAt(funnel, INTRODUCED_STATUSES),
      totalEarnings: centsToDecimalString(totals.earnedCents),
      funnel,
      earningsByMonth: monthly,
      profileStatus: 'Active',
    };
  }

  /** Bounties earned per month: the networker's own, or those of the operator's networkers. */
  private async monthly(column: string, userId: string) {
    const months = recentMonths(this.clock.now(), EARNINGS_MONTHS);
    const rows = await this.dataSource.query<Cents<{ month: string }>[]>(MONTHLY_SQL(column), [
      userId,
      monthStart(months[0]!),
    ]);
    return earningsByMonth(
      rows.map((row) => ({ month: row.month, amountCents: Number(row.amountCents) })),
      months,
    );
  }
}
