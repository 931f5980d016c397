import { describe, expect, it } from '@jest/globals';
import { contactSteps } from './contact-steps.js';

const states = (steps: { state: string }[]) => steps.map((step) => step.state);

describe('the six steps of a networker’s contact', () => {
  it('puts a new contact at Under Review', () => {
    expect(states(contactSteps('submitted', { bountyPaid: false }))).toEqual([
      'done',
      'current',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(contactSteps('under_review', { bountyPaid: false })[1]).toEqual({
      label: 'Under Review',
      state: 'current',
    });
  });

  it('waits on the introduction once approved, and on payment once the meeting is held', () => {
    expect(states(contactSteps('approved', { bountyPaid: false })).slice(0, 3)).toEqual([
      'done',
      'done',
      'current',
    ]);
    expect(states(contactSteps('meeting_held', { bountyPaid: false })).slice(4)).toEqual(['done', 'current']);
    expect(states(contactSteps('review_completed', { bountyPaid: false })).slice(4)).toEqual([
      'done',
      'current',
    ]);
  });

  it('completes Payment Earned only once a bounty is paid, and only after the meeting', () => {
    expect(states(contactSteps('meeting_held', { bountyPaid: true }))).toEqual(Array(6).fill('done'));
    // An intro bounty can be paid before the meeting; the line does not skip ahead for it.
    expect(states(contactSteps('intro_made', { bountyPaid: true })).slice(3)).toEqual([
      'current',
      'waiting',
      'waiting',
    ]);
  });

  it('shortens a rejected contact to submitted, under review, rejected', () => {
    expect(contactSteps('rejected', { bountyPaid: false })).toEqual([
      { label: 'Contact Submitted', state: 'done' },
      { label: 'Under Review', state: 'done' },
      { label: 'Rejected', state: 'rejected' },
    ]);
  });
});
