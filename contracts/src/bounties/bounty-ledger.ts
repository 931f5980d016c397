import { centsToDecimalString, formatCents } from '../money.js';
import { PROSPECT_STATUSES, type ProspectStatus } from '../prospects/prospect-status.js';
import { type BountyTerms, formatMonths, formatPercent } from './bounty-terms.js';

/**
 * The bounty ledger's rules. Each prospect can earn an intro bounty (at intro_made), a meeting
 * bounty (at meeting_held), and, when the operator records a won deal, the win bounty and the
 * revenue share of the deal's value. Each earned amount is then approved, then paid.
 */
export const BOUNTY_KINDS = ['intro', 'meeting', 'win', 'revenue_share'] as const;
export type BountyKind = (typeof BOUNTY_KINDS)[number];

export const BOUNTY_KIND_LABELS: Record<BountyKind, string> = {
  intro: 'Intro bounty',
  meeting: 'Meeting bounty',
  win: 'Win bounty',
  revenue_share: 'Revenue share',
};

export const PAYOUT_METHODS = ['direct_deposit', 'paypal', 'venmo'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  direct_deposit: 'Direct deposit',
  paypal: 'PayPal',
  venmo: 'Venmo',
};

/** The payout methods as people read them: "Direct deposit", "PayPal", "Venmo". */
export const PAYOUT_METHOD_NAMES: readonly string[] = PAYOUT_METHODS.map(
  (method) => PAYOUT_METHOD_LABELS[method],
);

/** upcoming: the terms promise it but the step has not happened; then earned, approved, paid. */
export type BountyEntryState = 'upcoming' | 'earned' | 'approved' | 'paid';

export interface BountyAmount {
  kind: BountyKind;
  amountCents: number;
}

/** The statuses whose reaching earns a bounty. */
const EARNED_ON_REACHING: readonly { kind: 'intro' | 'meeting'; status: ProspectStatus }[] = [
  { kind: 'intro', status: 'intro_made' },
  { kind: 'meeting', status: 'meeting_held' },
];

const rank = (status: ProspectStatus): number =>
  PROSPECT_STATUSES.indexOf(status as (typeof PROSPECT_STATUSES)[number]);

/** True when a change reaches or passes a status it did not start at or after (never for rejection). */
function reaches(from: ProspectStatus, to: ProspectStatus, milestone: ProspectStatus): boolean {
  if (to === 'rejected' || from === 'rejected') return false;
  return rank(from) < rank(milestone) && rank(milestone) <= rank(to);
}

/**
 * A prospect at or past approval needs its bounty terms: the change that approves it (directly
 * or by skipping past approval) fixes them, if they are not fixed already.
 */
export function statusNeedsTerms(status: ProspectStatus): boolean {
  return status !== 'rejected' && rank(status) >= rank('approved');
}

const positive = (kind: BountyKind, cents: number | null): BountyAmount[] =>
  cents !== null && cents > 0 ? [{ kind, amountCents: cents }] : [];

/** The bounties a status change earns; a change over several steps earns each one it passes. */
export function bountiesEarnedByChange(
  from: ProspectStatus,
  to: ProspectStatus,
  terms: BountyTerms,
): BountyAmount[] {
  return EARNED_ON_REACHING.filter(({ status }) => reaches(from, to, status)).flatMap(({ kind }) =>
    positive(kind, kind === 'intro' ? terms.introCents : terms.meetingCents),
  );
}

/** The revenue share of a deal, rounded to the cent. */
export function revenueShareCents(dealValueCents: number, percent: number): number {
  return Math.round((dealValueCents * percent) / 100);
}

/** What a won deal earns: the win bounty and the revenue share of its value. */
export function bountiesEarnedByWonDeal(terms: BountyTerms, dealValueCents: number): BountyAmount[] {
  return [
    ...positive('win', terms.winCents),
    ...positive('revenue_share', revenueShareCents(dealValueCents, terms.revenueSharePercent)),
  ];
}

export interface WonDealDescription {
  /** What the operator enters: the revenue the share applies to, or the deal's value when there is no share. */
  valueLabel: string;
  /** The amounts a won deal of that value pays, added up: "$1,000.00 (win bounty) + $500.00 (5% revenue share) = $1,500.00"; null when none. */
  amounts: string | null;
  /** What a won deal pays under the terms, as a sentence, for the value entered so far (or before any is entered). */
  earns: string;
}

/** What recording a won deal pays under these terms, as the Won Deal dialog says it (ADR 0022). */
export function describeWonDeal(terms: BountyTerms, dealValueCents: number | null): WonDealDescription {
  const share = terms.revenueSharePercent > 0;
  const period = `the first ${formatMonths(terms.revenueShareMonths)}`;
  const valueLabel = share ? `Revenue in ${period} (USD)` : 'Deal value (USD)';
  const earned = bountiesEarnedByWonDeal(terms, dealValueCents ?? 0);
  const named = earned.map(({ kind, amountCents }) =>
    kind === 'revenue_share'
      ? `${formatCents(amountCents)} (${formatPercent(terms.revenueSharePercent)} revenue share)`
      : `${formatCents(amountCents)} (win bounty)`,
  );
  const total = earned.reduce((sum, { amountCents }) => sum + amountCents, 0);
  const amounts =
    named.length === 0 ? null : `${named.join(' + ')}${named.length > 1 ? ` = ${formatCents(total)}` : ''}`;
  if (share && dealValueCents === null) {
    const win = terms.winCents ? `the ${formatCents(terms.winCents)} win bounty and ` : '';
    return {
      valueLabel,
      amounts: null,
      earns: `The networker earns ${win}${formatPercent(terms.revenueSharePercent)} of the revenue the customer brings in ${period}.`,
    };
  }
  return {
    valueLabel,
    amounts,
    earns: amounts ? `The networker earns ${amounts}.` : 'These terms pay nothing more for a won deal.',
  };
}

/**
 * What a won deal's ledger line was computed from, as its row says it: the revenue share's percent of
 * the revenue reported for its months, or (a win bounty) the value recorded, named as the Won Deal
 * dialog asked for it.
 */
export function wonDealBasis(kind: BountyKind, dealValueCents: number, terms: BountyTerms): string {
  const value = formatCents(dealValueCents);
  const period = `the first ${formatMonths(terms.revenueShareMonths)}`;
  if (kind === 'revenue_share')
    return `${formatPercent(terms.revenueSharePercent)} of ${value}, the revenue of ${period}.`;
  return terms.revenueSharePercent > 0
    ? `On a deal with ${value} of revenue in ${period}.`
    : `On a deal worth ${value}.`;
}

export type WonDealRefusal = 'meeting_not_held' | 'already_won';

/** A deal can be recorded once, after the meeting was held. */
export function wonDealRefusal(status: ProspectStatus, alreadyWon: boolean): WonDealRefusal | null {
  if (alreadyWon) return 'already_won';
  if (status === 'rejected' || rank(status) < rank('meeting_held')) return 'meeting_not_held';
  return null;
}

export type BountyStepRefusal = 'not_earned' | 'already_approved' | 'not_approved' | 'already_paid';

/** The operator approves an earned bounty, once. */
export function approvalRefusal(state: BountyEntryState | null): BountyStepRefusal | null {
  if (state === null || state === 'upcoming') return 'not_earned';
  if (state !== 'earned') return 'already_approved';
  return null;
}

/** The operator pays an approved bounty, once. */
export function paymentRefusal(state: BountyEntryState | null): BountyStepRefusal | null {
  if (state === null || state === 'upcoming') return 'not_earned';
  if (state === 'earned') return 'not_approved';
  if (state === 'paid') return 'already_paid';
  return null;
}

/** Business days the terms allow between approval and payment (spec 001 section 9). */
export const PAYOUT_BUSINESS_DAYS: Record<BountyKind, number> = {
  intro: 5,
  meeting: 5,
  win: 10,
  revenue_share: 10,
};

/** `days` working days (Monday to Friday, UTC) after `date`. */
export function addBusinessDays(date: Date, days: number): Date {
  const result = new Date(date.getTime());
  let left = days;
  while (left > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    const weekday = result.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return result;
}

export function payoutDueBy(kind: BountyKind, approvedAt: Date): Date {
  return addBusinessDays(approvedAt, PAYOUT_BUSINESS_DAYS[kind]);
}

export interface LedgerTotalsCents {
  /** Everything earned so far, paid or not: the networker's total earnings. */
  earnedCents: number;
  awaitingApprovalCents: number;
  approvedCents: number;
  paidCents: number;
  /** Earned and not yet paid: what the operator still owes. */
  outstandingCents: number;
  /** Promised by frozen terms, not yet earned. */
  upcomingCents: number;
}

/** A ledger line for the totals; paidCents defaults to the whole amount of a paid line. */
export interface TotalledEntry {
  state: BountyEntryState;
  amountCents: number;
  /** Paid so far: less than the amount after an adjustment raised it, more after one lowered it. */
  paidCents?: number;
}

const paidOf = (entry: TotalledEntry) => entry.paidCents ?? (entry.state === 'paid' ? entry.amountCents : 0);

/** What is still to pay on a line: its amount less what was paid, never below nothing. */
export const owedCents = (entry: TotalledEntry) => Math.max(entry.amountCents - paidOf(entry), 0);

export function ledgerTotals(entries: readonly TotalledEntry[]): LedgerTotalsCents {
  const sum = (states: BountyEntryState[], amount: (entry: TotalledEntry) => number) =>
    entries
      .filter((entry) => states.includes(entry.state))
      .reduce((total, entry) => total + amount(entry), 0);
  return {
    earnedCents: sum(['earned', 'approved', 'paid'], (entry) => entry.amountCents),
    awaitingApprovalCents: sum(['earned'], owedCents),
    approvedCents: sum(['approved'], owedCents),
    paidCents: sum(['earned', 'approved', 'paid'], paidOf),
    outstandingCents: sum(['earned', 'approved'], owedCents),
    upcomingCents: sum(['upcoming'], (entry) => entry.amountCents),
  };
}

const UPCOMING_REASONS: Record<BountyKind, string> = {
  intro: 'Earned when the introduction is made.',
  meeting: 'Earned when the meeting is held.',
  win: 'Earned when the operator records a won deal.',
  revenue_share: 'Earned when the operator records a won deal.',
};

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface ExplainedEntry {
  kind: BountyKind;
  state: BountyEntryState;
  approvedAt: string | null;
  paidAt: string | null;
  paymentMethod: PayoutMethod | null;
  paymentReference: string | null;
  amountCents?: number;
  paidCents?: number;
  /** The amount before an auditor's dispute resolution corrected it. */
  adjustedFromCents?: number | null;
}

function stateExplanation(entry: ExplainedEntry): string {
  switch (entry.state) {
    case 'upcoming':
      return UPCOMING_REASONS[entry.kind];
    case 'earned':
      return "Earned; waiting for the operator's approval before it can be paid.";
    case 'approved': {
      const due = shortDate(payoutDueBy(entry.kind, new Date(entry.approvedAt!)).toISOString());
      const paid = entry.paidCents ?? 0;
      return paid > 0 && entry.amountCents !== undefined
        ? `Approved; ${formatCents(entry.amountCents - paid)} still to pay after ${formatCents(paid)} paid, due by ${due}.`
        : `Approved; payment due by ${due}.`;
    }
    case 'paid':
      return `Paid ${shortDate(entry.paidAt!)} by ${PAYOUT_METHOD_LABELS[entry.paymentMethod!]}${
        entry.paymentReference ? ` (reference ${entry.paymentReference})` : ''
      }.`;
  }
}

/** Why an amount is where it is: what it waits for, or when and how it was paid, and any correction. */
export function bountyEntryExplanation(entry: ExplainedEntry): string {
  const explanation = stateExplanation(entry);
  if (entry.adjustedFromCents === undefined || entry.adjustedFromCents === null) return explanation;
  const overpaid = (entry.paidCents ?? 0) - (entry.amountCents ?? 0);
  return `${explanation} Adjusted from ${formatCents(entry.adjustedFromCents)} by a dispute resolution${
    overpaid > 0 ? `; ${formatCents(overpaid)} was paid over the corrected amount` : ''
  }.`;
}

/** Amounts in answers are the spec's decimal strings. */
export const ledgerAmount = centsToDecimalString;
