import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { groupThousands } from './digits.js';

describe('groupThousands', () => {
  it('groups as Intl does for en-US, whole numbers and amounts with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (whole) => {
        expect(groupThousands(String(whole))).toBe(whole.toLocaleString('en-US'));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
        // Intl writes negative zero as "-0.00", toFixed as "0.00": a sign on nothing, shown by no screen.
        fc.pre(!Object.is(amount, -0));
        expect(groupThousands(amount.toFixed(2))).toBe(amount.toLocaleString('en-US', twoDecimals));
      }),
    );
  });

  it('leaves what is not a plain numeral as it is', () => {
    expect(groupThousands('1e+21')).toBe('1e+21');
    expect(groupThousands('NaN')).toBe('NaN');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
  });
});
