import { describe, expect, it } from '@jest/globals';
import { centsToDecimalString, formatDollars, formatWholeDollars, fromCents, toCents, usd } from './money.js';

describe('money', () => {
  it('turns decimal dollars into whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(500)).toBe(50_000);
  });

  it('comes back to the same decimal', () => {
    expect(fromCents(toCents(1234.56))).toBe(1234.56);
    expect(usd(250)).toEqual({ amountCents: 25_000, currency: 'USD' });
  });
});

describe('money for display', () => {
  it('answers decimal strings as the spec shows them', () => {
    expect(centsToDecimalString(5000)).toBe('50.00');
    expect(centsToDecimalString(1)).toBe('0.01');
  });

  it('floors to whole dollars in lists', () => {
    expect(formatWholeDollars('49.99')).toBe('$49');
    expect(formatWholeDollars(1250.5)).toBe('$1,250');
    expect(formatWholeDollars(0)).toBe('$0');
  });

  it('shows earnings with 2 decimals', () => {
    expect(formatDollars('1917.28')).toBe('$1,917.28');
    expect(formatDollars(50)).toBe('$50.00');
  });
});
