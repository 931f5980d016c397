import { groupThousands } from './digits.js';

/** Money in events is integer minor units plus a currency; the API accepts and shows decimals. */
export interface Money {
  amountCents: number;
  currency: 'USD';
}

/** Dollars with up to two decimals (as the API accepts them) to integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(amountCents: number): number {
  return amountCents / 100;
}

export function usd(amount: number): Money {
  return { amountCents: toCents(amount), currency: 'USD' };
}

/** The API's decimal string for an amount, e.g. 5000 → "50.00" (the spec's numeric strings). */
export function centsToDecimalString(amountCents: number): string {
  return (amountCents / 100).toFixed(2);
}

/** An API decimal string back to cents, e.g. "50.00" → 5000 (the inverse of centsToDecimalString). */
export function decimalStringToCents(decimal: string): number {
  return toCents(Number(decimal));
}

/** Lists show bounties floored to whole dollars: "$49" for 49.99. */
export function formatWholeDollars(amount: number | string): string {
  const dollars = Math.floor(typeof amount === 'string' ? Number(amount) : amount);
  return `$${groupThousands(String(dollars))}`;
}

/** Earnings are shown with 2 decimals (spec 001 section 9): "$1,917.28". */
export function formatDollars(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return `$${groupThousands(value.toFixed(2))}`;
}

/** An amount in cents as people read it: 5000 → "$50.00". */
export function formatCents(amountCents: number): string {
  return formatDollars(centsToDecimalString(amountCents));
}
