/** The pipeline, in order (spec 001 section 4); rejected branches off after under_review. */
export const PROSPECT_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'intro_made',
  'meeting_scheduled',
  'meeting_held',
  'review_completed',
] as const;

export type ProspectStatus = (typeof PROSPECT_STATUSES)[number] | 'rejected';

/** Labels networkers see. */
export const PROSPECT_STATUS_LABELS: Record<ProspectStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under Review',
  approved: 'Approved',
  intro_made: 'Introduction Made',
  meeting_scheduled: 'Meeting Scheduled',
  meeting_held: 'Meeting Held',
  review_completed: 'Review Completed',
  rejected: 'Rejected',
};

export type StatusDotColour = 'green' | 'red' | 'blue' | 'yellow';

/**
 * The spec's dot colours: green once the meeting is held, red when rejected, blue in progress,
 * yellow while waiting. A completed review stays green: it comes after the meeting.
 */
export function statusDotColour(status: ProspectStatus): StatusDotColour {
  if (status === 'meeting_held' || status === 'review_completed') return 'green';
  if (status === 'rejected') return 'red';
  if (status === 'approved' || status === 'intro_made' || status === 'meeting_scheduled') return 'blue';
  return 'yellow';
}
