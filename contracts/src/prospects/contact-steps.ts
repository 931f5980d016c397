import { formatCents } from '../money.js';
import type { ProspectStatus } from './prospect-status.js';

/** The six steps a networker follows a contact through (spec: contact list and demo timeline). */
export const CONTACT_STEP_LABELS = [
  'Contact Submitted',
  'Under Review',
  'Introduction Made',
  'Meeting Scheduled',
  'Meeting Held',
  'Payment Earned',
] as const;

export type ContactStepState = 'done' | 'current' | 'waiting' | 'rejected';

export interface ContactStep {
  label: string;
  state: ContactStepState;
  /** What the step stands at in words, e.g. "$50.00 of $300.00 paid"; absent when there is nothing to add. */
  description?: string;
}

/** What a contact has earned so far and how much of it was paid, in cents (ledgerTotals of its entries). */
export interface ContactPayment {
  earnedCents: number;
  paidCents: number;
}

/** Payment Earned is done only when what was earned is paid in full; a part paid shows as such. */
function paymentStep(payment: ContactPayment): Pick<ContactStep, 'description'> & { paidInFull: boolean } {
  const { earnedCents, paidCents } = payment;
  if (earnedCents <= 0) return { paidInFull: false };
  if (paidCents >= earnedCents) return { paidInFull: true, description: `${formatCents(paidCents)} paid` };
  if (paidCents > 0)
    return {
      paidInFull: false,
      description: `Partly paid: ${formatCents(paidCents)} of ${formatCents(earnedCents)}`,
    };
  return { paidInFull: false, description: `${formatCents(earnedCents)} earned, not yet paid` };
}

/** How many of the six steps each status has completed. */
const STEPS_DONE: Record<Exclude<ProspectStatus, 'rejected'>, number> = {
  submitted: 1,
  under_review: 1,
  approved: 2,
  intro_made: 3,
  meeting_scheduled: 4,
  meeting_held: 5,
  review_completed: 5,
};

/**
 * Where a contact stands on the six steps; Under Review reads Approved once the contact passed it. Payment Earned completes once the meeting is held and
 * everything earned so far is paid; until then it says what was earned and what part of it was paid.
 * A rejected contact shows the shortened line: submitted, under review, then rejected.
 */
export function contactSteps(status: ProspectStatus, payment: ContactPayment): ContactStep[] {
  if (status === 'rejected') {
    return [
      { label: CONTACT_STEP_LABELS[0], state: 'done' },
      { label: CONTACT_STEP_LABELS[1], state: 'done' },
      { label: 'Rejected', state: 'rejected' },
    ];
  }
  const { paidInFull, description } = paymentStep(payment);
  const done = STEPS_DONE[status] + (STEPS_DONE[status] === 5 && paidInFull ? 1 : 0);
  return CONTACT_STEP_LABELS.map((label, index) => ({
    // Review ends in approval: once passed, the second step says so.
    label: index === 1 && index < done ? 'Approved' : label,
    state: index < done ? 'done' : index === done ? 'current' : 'waiting',
    ...(index === CONTACT_STEP_LABELS.length - 1 && description ? { description } : {}),
  }));
}
