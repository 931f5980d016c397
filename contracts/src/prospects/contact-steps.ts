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
 * Where a contact stands on the six steps. Payment Earned completes once one of its bounties is paid.
 * A rejected contact shows the shortened line: submitted, under review, then rejected.
 */
export function contactSteps(status: ProspectStatus, { bountyPaid }: { bountyPaid: boolean }): ContactStep[] {
  if (status === 'rejected') {
    return [
      { label: CONTACT_STEP_LABELS[0], state: 'done' },
      { label: CONTACT_STEP_LABELS[1], state: 'done' },
      { label: 'Rejected', state: 'rejected' },
    ];
  }
  const done = STEPS_DONE[status] + (STEPS_DONE[status] === 5 && bountyPaid ? 1 : 0);
  return CONTACT_STEP_LABELS.map((label, index) => ({
    label,
    state: index < done ? 'done' : index === done ? 'current' : 'waiting',
  }));
}
