import { describe, expect, it } from '@jest/globals';
import {
  ACTIVE_STATUSES,
  countAt,
  INTRODUCED_STATUSES,
  MEETING_HELD_STATUSES,
  pipelineFunnel,
} from './pipeline-funnel.js';

describe('the pipeline funnel', () => {
  const funnel = pipelineFunnel([
    { status: 'submitted', count: 2 },
    { status: 'intro_made', count: 1 },
    { status: 'meeting_held', count: 3 },
    { status: 'review_completed', count: 1 },
    { status: 'rejected', count: 4 },
  ]);

  it('counts every status, with zero where no prospect stands', () => {
    expect(funnel).toEqual({
      submitted: 2,
      under_review: 0,
      approved: 0,
      intro_made: 1,
      meeting_scheduled: 0,
      meeting_held: 3,
      review_completed: 1,
      rejected: 4,
    });
  });

  it('splits the prospects still moving from the met ones, and neither counts a rejection', () => {
    expect(countAt(funnel, ACTIVE_STATUSES)).toBe(3);
    expect(countAt(funnel, MEETING_HELD_STATUSES)).toBe(4);
  });

  it('counts an introduction for every prospect at intro_made or later', () => {
    expect(INTRODUCED_STATUSES).toEqual([
      'intro_made',
      'meeting_scheduled',
      'meeting_held',
      'review_completed',
    ]);
    expect(countAt(funnel, INTRODUCED_STATUSES)).toBe(5);
  });
});
