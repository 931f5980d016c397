import {
  type MonthlyEarnings,
  PROSPECT_STATUS_LABELS,
  PROSPECT_STATUSES,
  type PipelineFunnel,
} from '@referrals/contracts';

export interface FunnelStage {
  status: string;
  label: string;
  /** Prospects that reached this stage: those at it and those past it. */
  reached: number;
}

/** Rejection happens after review: a rejected prospect reached the first two stages. */
const REJECTED_REACHED = PROSPECT_STATUSES.indexOf('under_review');

/** The pipeline as a funnel: how many prospects reached each stage, in the pipeline's order. */
export function funnelStages(funnel: PipelineFunnel): FunnelStage[] {
  return PROSPECT_STATUSES.map((status, index) => ({
    status,
    label: PROSPECT_STATUS_LABELS[status],
    reached:
      PROSPECT_STATUSES.slice(index).reduce((sum, later) => sum + (funnel[later] ?? 0), 0) +
      (index <= REJECTED_REACHED ? (funnel.rejected ?? 0) : 0),
  }));
}

export interface EarningsBar {
  /** Short month name and year, e.g. "Nov 2026". */
  month: string;
  amount: number;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The earnings months as chart bars (the server counts months in UTC). */
export function earningsBars(months: MonthlyEarnings[]): EarningsBar[] {
  return months.map(({ month, earned }) => ({
    month: MONTH.format(new Date(`${month}-01T00:00:00Z`)),
    amount: Number(earned),
  }));
}
