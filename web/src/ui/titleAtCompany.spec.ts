import { describe, expect, it } from '@jest/globals';
import { titleAtCompany } from './titleAtCompany';

describe('titleAtCompany', () => {
  it('joins the title and the company with "at"', () => {
    expect(titleAtCompany('VP Sales', 'Stripe')).toBe('VP Sales at Stripe');
  });

  it('keeps whichever of the two is known', () => {
    expect(titleAtCompany('VP Sales', null)).toBe('VP Sales');
    expect(titleAtCompany(undefined, 'Stripe')).toBe('Stripe');
    expect(titleAtCompany(' ', '')).toBe('');
  });
});
