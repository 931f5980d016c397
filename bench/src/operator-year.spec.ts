import { PROSPECT_STATUSES } from '@referrals/contracts';
import { journeyOutcome, journeySteps, type JourneyStep } from './operator-year.js';

const statuses = (steps: JourneyStep[]) =>
  steps.flatMap((step) => (step.kind === 'status' ? [step.status] : []));
const settled = (steps: JourneyStep[]) =>
  steps.flatMap((step) => (step.kind === 'settle' ? [step.bounty] : []));

describe('an operator year', () => {
  it('sends half the prospects to rejection, a fifth to an intro, a quarter to a meeting and one in twenty to a deal', () => {
    const outcomes = Array.from({ length: 40 }, (_, index) => journeyOutcome(index));
    const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    expect([count('rejected'), count('intro_only'), count('meeting_held'), count('won')]).toEqual([
      20, 8, 10, 2,
    ]);
  });

  it('rejects under review, with the notes a rejection carries', () => {
    expect(journeySteps(0)).toEqual([
      { kind: 'status', status: 'under_review', notes: null },
      { kind: 'status', status: 'rejected', notes: 'Not a fit for us right now.' },
    ]);
  });

  it('walks the pipeline forward one step at a time and settles each bounty after it is earned', () => {
    const intro = journeySteps(10);
    expect(statuses(intro)).toEqual(['under_review', 'approved', 'intro_made']);
    expect(settled(intro)).toEqual(['intro']);

    const met = journeySteps(14);
    // Every step of the pipeline after submission, in order.
    expect(statuses(met)).toEqual(PROSPECT_STATUSES.slice(1));
    expect(settled(met)).toEqual(['intro', 'meeting']);
    // Reviews open once the meeting is held.
    expect(met.findIndex((step) => step.kind === 'reviews')).toBeGreaterThan(
      met.findIndex((step) => step.kind === 'status' && step.status === 'meeting_held'),
    );

    const won = journeySteps(19);
    expect(won.slice(0, met.length)).toEqual(met);
    expect(won.slice(met.length)).toEqual([
      { kind: 'won_deal' },
      { kind: 'settle', bounty: 'win' },
      { kind: 'settle', bounty: 'revenue_share' },
    ]);
  });
});
