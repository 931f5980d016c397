import { describe, expect, it } from '@jest/globals';
import type { PipelineFunnel } from '@referrals/contracts';
import { earningsBars, funnelStages } from './funnelStages';

const NONE: PipelineFunnel = {
  submitted: 0,
  under_review: 0,
  approved: 0,
  intro_made: 0,
  meeting_scheduled: 0,
  meeting_held: 0,
  review_completed: 0,
  rejected: 0,
};

describe('the pipeline funnel', () => {
  it('counts each prospect at every stage it reached, rejected ones up to review', () => {
    const stages = funnelStages({ ...NONE, submitted: 2, intro_made: 1, meeting_held: 1, rejected: 3 });
    expect(stages.map(({ label, reached }) => [label, reached])).toEqual([
      ['Submitted', 7],
      ['Under Review', 5],
      ['Approved', 2],
      ['Introduction Made', 2],
      ['Meeting Scheduled', 1],
      ['Meeting Held', 1],
      ['Review Completed', 0],
    ]);
  });

  it('is all zeros for an empty pipeline', () => {
    expect(funnelStages(NONE).every((stage) => stage.reached === 0)).toBe(true);
  });
});

describe('the earnings bars', () => {
  it('names each month and turns the amounts into numbers', () => {
    expect(
      earningsBars([
        { month: '2026-10', earned: '0.00' },
        { month: '2026-11', earned: '1900.50' },
      ]),
    ).toEqual([
      { month: 'Oct 2026', amount: 0 },
      { month: 'Nov 2026', amount: 1900.5 },
    ]);
  });
});
