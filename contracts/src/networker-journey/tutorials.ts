import type { BountyTerms } from '../bounties/bounty-terms.js';
import { CONTACT_STEP_LABELS } from '../prospects/contact-steps.js';

/** A touch that travels at least this far sideways turns a slide (spec: swipe threshold 50 px). */
export const SWIPE_THRESHOLD_PX = 50;

/** The how-it-works tutorial has six steps (/how-it-works-tutorial/{slug}). */
export const HOW_IT_WORKS_STEP_COUNT = 6;

/** The spec's example payout: $500 per qualified meeting, paid within 24 hours. */
export const EXAMPLE_PAYOUT = { dollarsPerMeeting: 500, paidWithinHours: 24 } as const;

/** The terms the tutorials and the legal page use as their example, the meeting at the spec's $500. */
export const EXAMPLE_TERMS: BountyTerms = {
  introCents: 10_000,
  meetingCents: EXAMPLE_PAYOUT.dollarsPerMeeting * 100,
  winCents: 100_000,
  revenueSharePercent: 5,
  revenueShareMonths: 12,
};

/** The example's won deal: the revenue its first months bring, in cents. */
export const EXAMPLE_REVENUE_CENTS = 2_000_000;

/** The demo timeline's six stages (operator spec, 'Demo timeline'): the steps a real contact goes through. */
export const DEMO_TIMELINE_STAGES = CONTACT_STEP_LABELS;

/**
 * The onboarding's timeline demo, one step at a time: the caption of each step and how many
 * stages of DEMO_TIMELINE_STAGES are done by then.
 */
export const DEMO_TIMELINE_STEPS = [
  { caption: 'The operator reviews your submitted contacts for fit.', stagesDone: 1 },
  { caption: 'You organise the introduction between your contact and the operator.', stagesDone: 2 },
  { caption: 'The operator confirms the meeting is scheduled.', stagesDone: 3 },
  { caption: 'Once the meeting is held, it is confirmed and your cash is sent.', stagesDone: 5 },
  { caption: "That's how it works — let's get started!", stagesDone: 6 },
] as const;

/** From this timeline demo step on, the slideshow's button reads 'Get Started'. */
export const DEMO_TIMELINE_GET_STARTED_STEP = 4;
