import { describe, expect, it } from '@jest/globals';
import { contactTimeline } from './contactTimeline';

describe('a contact’s status timeline', () => {
  it('marks the steps passed, the current one and those ahead, in pipeline order', () => {
    const steps = contactTimeline('approved');
    expect(steps.map((step) => [step.label, step.state])).toEqual([
      ['Submitted', 'done'],
      ['Under Review', 'done'],
      ['Approved', 'current'],
      ['Introduction Made', 'upcoming'],
      ['Meeting Scheduled', 'upcoming'],
      ['Meeting Held', 'upcoming'],
      ['Review Completed', 'upcoming'],
    ]);
    expect(contactTimeline('submitted')[0]?.state).toBe('current');
  });

  it('stops after review when the contact was rejected and hides the later steps', () => {
    expect(contactTimeline('rejected').map((step) => [step.label, step.state])).toEqual([
      ['Submitted', 'done'],
      ['Under Review', 'done'],
      ['Rejected', 'rejected'],
    ]);
  });
});
