import { groupThousands } from '../digits.js';
import { centsToDecimalString, decimalStringToCents, formatWholeDollars } from '../money.js';
import type { BountyTermsFixedData } from '../events/bounty-events.js';
import type { InvitationBountyTerms } from '../events/invitation-events.js';
import type { BountyKind } from './bounty-ledger.js';

/** How long a revenue share runs when the terms name no duration (the spec's "revenue share for 12 months"). */
export const DEFAULT_REVENUE_SHARE_MONTHS = 12;

/**
 * What one introduction pays, the one money model (ADR 0022): a fixed amount when the intro is made,
 * one when the meeting is held and one when the prospect becomes a customer (the spec's
 * introEmailBounty, referralBounty, revShareBounty), plus a share of the revenue the operator reports
 * for the won deal's first months. An invitation states them; approving a prospect freezes them.
 */
export interface BountyTerms {
  /** null: not offered. */
  introCents: number | null;
  meetingCents: number | null;
  winCents: number | null;
  /** Percent of the won deal's revenue; 0: no revenue share. */
  revenueSharePercent: number;
  /** The months of revenue the share applies to. */
  revenueShareMonths: number;
}

export interface TermsLine {
  kind: BountyKind;
  label: string;
  /** "$250" (whole dollars, floored, as the spec shows bounties) or "5%". */
  amount: string;
  /** When it is earned, in words both sides read the same way. */
  when: string;
}

export interface TermsDescription {
  /** What is offered, in the order it is earned; what is not offered is left out (never "$0 intro"). */
  lines: TermsLine[];
  /** The fixed amounts of one introduction added up, floored once; null when none is offered. */
  fixedTotal: string | null;
  /** "5% of revenue for 12 months"; null when there is no revenue share. */
  revenueShare: string | null;
  /** One line: "$50 intro · $250 meeting · $1,000 win · 5% revenue share for 12 months". */
  summary: string;
  /** "Earn up to $1,300 for each prospect you introduce, plus 5% of revenue for 12 months". */
  headline: string;
}

/** When each term is earned, in the words every screen uses (the operator's inputs included). */
export const TERM_EARNED_WHEN = {
  intro: 'When the intro is made',
  meeting: 'When the meeting is held',
  win: 'When the prospect becomes a customer',
} as const;

const FIXED_KINDS = [
  { kind: 'intro', field: 'introCents', label: 'Intro', short: 'intro', when: TERM_EARNED_WHEN.intro },
  {
    kind: 'meeting',
    field: 'meetingCents',
    label: 'Meeting',
    short: 'meeting',
    when: TERM_EARNED_WHEN.meeting,
  },
  {
    kind: 'win',
    field: 'winCents',
    label: 'Win',
    short: 'win',
    when: TERM_EARNED_WHEN.win,
  },
] as const satisfies readonly {
  kind: BountyKind;
  field: keyof BountyTerms;
  label: string;
  short: string;
  when: string;
}[];

const offeredCents = (cents: number | null): cents is number => cents !== null && cents > 0;

/** "1 month", "12 months". */
export const formatMonths = (count: number): string => (count === 1 ? '1 month' : `${count} months`);

/** A percent as people read it: 5 → "5%", 2.5 → "2.5%". */
export function formatPercent(percent: number): string {
  return `${groupThousands(String(Number(percent.toFixed(2))))}%`;
}

/** The fixed amounts one introduction can earn, added up in cents (the revenue share aside). */
export function fixedCents(terms: BountyTerms): number {
  return FIXED_KINDS.reduce((sum, { field }) => {
    const cents = terms[field];
    return offeredCents(cents) ? sum + cents : sum;
  }, 0);
}

/** The terms as every screen shows them: the lines, the total, one summary line and the headline. */
export function describeTerms(terms: BountyTerms): TermsDescription {
  const fixed = FIXED_KINDS.flatMap(({ kind, field, label, short, when }) => {
    const cents = terms[field];
    return offeredCents(cents) ? [{ kind, label, short, when, cents }] : [];
  });
  const share = terms.revenueSharePercent > 0 ? terms.revenueSharePercent : null;
  const lines: TermsLine[] = fixed.map(({ kind, label, when, cents }) => ({
    kind,
    label,
    when,
    amount: formatWholeDollars(cents / 100),
  }));
  if (share !== null)
    lines.push({
      kind: 'revenue_share',
      label: 'Revenue share',
      amount: formatPercent(share),
      when: `Of the revenue in the first ${formatMonths(terms.revenueShareMonths)} after the deal is won`,
    });
  const fixedTotal = fixed.length > 0 ? formatWholeDollars(fixedCents(terms) / 100) : null;
  const revenueShare =
    share === null
      ? null
      : `${formatPercent(share)} of revenue for ${formatMonths(terms.revenueShareMonths)}`;
  const parts = fixed.map(({ short, cents }) => `${formatWholeDollars(cents / 100)} ${short}`);
  if (share !== null)
    parts.push(`${formatPercent(share)} revenue share for ${formatMonths(terms.revenueShareMonths)}`);
  return {
    lines,
    fixedTotal,
    revenueShare,
    summary: parts.length > 0 ? parts.join(' · ') : 'No bounties set',
    headline: headline(fixedTotal, revenueShare),
  };
}

function headline(fixedTotal: string | null, revenueShare: string | null): string {
  if (fixedTotal !== null && revenueShare !== null)
    return `Earn up to ${fixedTotal} for each prospect you introduce, plus ${revenueShare}`;
  if (fixedTotal !== null) return `Earn up to ${fixedTotal} for each prospect you introduce`;
  if (revenueShare !== null)
    return `Earn ${revenueShare} from each prospect you introduce who becomes a customer`;
  return 'No bounties are offered on this invitation yet';
}

/** The API's bounty fields (the spec's numeric strings, null when not offered) as the terms. */
export interface TermsFields {
  introEmailBounty: string | null;
  referralBounty: string | null;
  revShareBounty: string | null;
  revenueSharePercent: number;
  revenueShareMonths: number;
}

const decimalCents = (decimal: string | null): number | null =>
  decimal === null || decimal.trim() === '' || !Number.isFinite(Number(decimal))
    ? null
    : decimalStringToCents(decimal);

/** An invitation's terms from its API fields. */
export function termsOfInvitation(fields: TermsFields): BountyTerms {
  return {
    introCents: decimalCents(fields.introEmailBounty),
    meetingCents: decimalCents(fields.referralBounty),
    winCents: decimalCents(fields.revShareBounty),
    revenueSharePercent: fields.revenueSharePercent,
    revenueShareMonths: fields.revenueShareMonths,
  };
}

const centsDecimal = (cents: number | null): string | null =>
  cents === null ? null : centsToDecimalString(cents);

/** Terms in the API's fields (the inverse of termsOfInvitation), e.g. a prospect's frozen terms. */
export function fieldsOfTerms(terms: BountyTerms): TermsFields {
  return {
    introEmailBounty: centsDecimal(terms.introCents),
    referralBounty: centsDecimal(terms.meetingCents),
    revShareBounty: centsDecimal(terms.winCents),
    revenueSharePercent: terms.revenueSharePercent,
    revenueShareMonths: terms.revenueShareMonths,
  };
}

const centsOfMoney = (money: { amountCents: number } | null): number | null => money?.amountCents ?? null;

/**
 * The terms an approval froze, from its event: a fixing written before ADR 0022 names no months
 * (then the default applies).
 */
export function termsOfFixing(
  data: Pick<BountyTermsFixedData, 'terms' | 'revenueSharePercent' | 'revenueShareMonths'>,
): BountyTerms {
  return {
    introCents: centsOfMoney(data.terms.introEmail),
    meetingCents: centsOfMoney(data.terms.referral),
    winCents: centsOfMoney(data.terms.revShare),
    revenueSharePercent: data.revenueSharePercent,
    revenueShareMonths: data.revenueShareMonths ?? DEFAULT_REVENUE_SHARE_MONTHS,
  };
}

/**
 * The terms an invitation's event states. One written before ADR 0022 states no revenue share (the
 * operator profile's applied at approval, which the event does not hold): it reads as the fixed
 * amounts alone, and a reader says where the share came from.
 */
export function termsOfInvitationEvent(bounties: InvitationBountyTerms): BountyTerms {
  return termsOfFixing({
    terms: bounties,
    revenueSharePercent: bounties.revenueSharePercent ?? 0,
    revenueShareMonths: bounties.revenueShareMonths,
  });
}
