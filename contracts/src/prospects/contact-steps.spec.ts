import { describe, expect, it } from '@jest/globals';
import { contactSteps } from './contact-steps.js';

const states = (steps: { state: string }[]) => steps.map((step) => step.state);
const NOTHING_EARNED = { earnedCents: 0, paidCents: 0 };
const paymentStep = (payment: { earnedCents: number; paidCents: number }) =>
  contactSteps('meeting_held', payment)[5]!;

describe('the six steps of a networker’s contact', () => {
  it('puts a new contact at Under Review', () => {
    expect(states(contactSteps('submitted', NOTHING_EARNED))).toEqual([
      'done',
      'current',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(contactSteps('under_review', NOTHING_EARNED)[1]).toEqual({
      label: 'Under Review',
      state: 'current',
    });
  });

  it('waits on the introduction once approved, and on payment once the meeting is held', () => {
    expect(states(contactSteps('approved', NOTHING_EARNED)).slice(0, 3)).toEqual(['done', 'done', 'current']);
    expect(contactSteps('approved', NOTHING_EARNED)[1]).toEqual({ label: 'Approved', state: 'done' });
    expect(states(contactSteps('meeting_held', NOTHING_EARNED)).slice(4)).toEqual(['done', 'current']);
    expect(states(contactSteps('review_completed', NOTHING_EARNED)).slice(4)).toEqual(['done', 'current']);
  });

  it('completes Payment Earned only once everything earned is paid, and only after the meeting', () => {
    expect(states(contactSteps('meeting_held', { earnedCents: 30_000, paidCents: 30_000 }))).toEqual(
      Array(6).fill('done'),
    );
    expect(paymentStep({ earnedCents: 30_000, paidCents: 30_000 }).description).toBe('$300.00 paid');
    // An intro bounty can be paid before the meeting; the line does not skip ahead for it.
    expect(states(contactSteps('intro_made', { earnedCents: 5_000, paidCents: 5_000 })).slice(3)).toEqual([
      'current',
      'waiting',
      'waiting',
    ]);
  });

  it('shows a part payment as such, not as Payment Earned', () => {
    expect(paymentStep({ earnedCents: 30_000, paidCents: 5_000 })).toEqual({
      label: 'Payment Earned',
      state: 'current',
      description: 'Partly paid: $50.00 of $300.00',
    });
    expect(paymentStep({ earnedCents: 30_000, paidCents: 0 })).toEqual({
      label: 'Payment Earned',
      state: 'current',
      description: '$300.00 earned, not yet paid',
    });
    expect(paymentStep(NOTHING_EARNED)).toEqual({ label: 'Payment Earned', state: 'current' });
  });

  it('shortens a rejected contact to submitted, under review, rejected', () => {
    expect(contactSteps('rejected', NOTHING_EARNED)).toEqual([
      { label: 'Contact Submitted', state: 'done' },
      { label: 'Under Review', state: 'done' },
      { label: 'Rejected', state: 'rejected' },
    ]);
  });
});
