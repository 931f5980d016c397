import { describe, expect, it } from '@jest/globals';
import { REJECTION_REASON_MAX_LENGTH } from '@referrals/contracts';
import { rejectionReason, wordsMaxLength } from './rejectionReason';

describe('a rejection reason', () => {
  it('is the template, the words, or both', () => {
    expect(rejectionReason('Not a fit for our product', undefined)).toBe('Not a fit for our product');
    expect(rejectionReason(undefined, '  Wrong region ')).toBe('Wrong region');
    expect(rejectionReason('Outside our target market', 'EMEA only')).toBe(
      'Outside our target market: EMEA only',
    );
    expect(rejectionReason(undefined, '   ')).toBe('');
  });

  it('leaves room for the words within the limit the server keeps', () => {
    const template = 'Contact details incomplete';
    expect(rejectionReason(template, 'x'.repeat(wordsMaxLength(template))).length).toBe(
      REJECTION_REASON_MAX_LENGTH,
    );
  });
});
