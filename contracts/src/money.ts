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
