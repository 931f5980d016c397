import { PROSPECT_STATUS_LABELS, PROSPECT_STATUSES, type ProspectStatus } from './prospect-status.js';

/** Why the server refuses a status change; null when the change may go ahead. */
export type StatusChangeRefusal = 'line_ended' | 'backwards' | 'unchanged' | 'reject_after_approval';

/** Statuses a prospect may still be rejected from: before the operator approved it. */
const REJECTABLE: readonly ProspectStatus[] = ['submitted', 'under_review'];

export function isProspectStatus(value: unknown): value is ProspectStatus {
  return value === 'rejected' || (PROSPECT_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The pipeline's rules, enforced by the server (spec 001 section 4): statuses only move forward,
 * any number of steps at once (the Quick Actions); rejection branches off before approval and ends
 * the line; the same status again is a status update, allowed only when it carries notes.
 */
export function statusChangeRefusal(
  current: ProspectStatus,
  next: ProspectStatus,
  hasNotes: boolean,
): StatusChangeRefusal | null {
  if (current === 'rejected') return 'line_ended';
  if (next === current) return hasNotes ? null : 'unchanged';
  if (next === 'rejected') return REJECTABLE.includes(current) ? null : 'reject_after_approval';
  return PROSPECT_STATUSES.indexOf(next) > PROSPECT_STATUSES.indexOf(current) ? null : 'backwards';
}

/** The refusal in words a screen can show. */
export function statusChangeRefusalMessage(refusal: StatusChangeRefusal, current: ProspectStatus): string {
  const label = PROSPECT_STATUS_LABELS[current];
  switch (refusal) {
    case 'line_ended':
      return 'This prospect was rejected; its status can no longer change.';
    case 'backwards':
      return `This prospect is already ${label}; a status cannot move backwards.`;
    case 'unchanged':
      return `This prospect is already ${label}. Add notes to record an update.`;
    case 'reject_after_approval':
      return `This prospect is already ${label}; only submitted or under-review prospects can be rejected.`;
  }
}

export interface ProgressAction {
  label: 'Approve' | 'Reject' | 'Complete Step';
  to: ProspectStatus;
}

/**
 * The progress card's one-step buttons (spec 001 section 4): Under Review offers Approve and Reject;
 * Approved, Introduction Made and Meeting Scheduled offer Complete Step to the next status; the
 * others have none (the Quick Actions still move them).
 */
export function progressActions(status: ProspectStatus): ProgressAction[] {
  if (status === 'under_review') {
    return [
      { label: 'Approve', to: 'approved' },
      { label: 'Reject', to: 'rejected' },
    ];
  }
  if (status === 'approved' || status === 'intro_made' || status === 'meeting_scheduled') {
    return [{ label: 'Complete Step', to: PROSPECT_STATUSES[PROSPECT_STATUSES.indexOf(status) + 1]! }];
  }
  return [];
}

/** A progress button's text: Complete Step names the step it completes, e.g. "Complete Step: Meeting Held". */
export function progressActionText(action: ProgressAction): string {
  return action.label === 'Complete Step'
    ? `Complete Step: ${PROSPECT_STATUS_LABELS[action.to]}`
    : action.label;
}

/** The Quick Actions' choices: every status the server would take from here (the earlier ones are disabled). */
export function quickActionStatuses(
  current: ProspectStatus,
): { status: ProspectStatus; disabled: boolean }[] {
  return [...PROSPECT_STATUSES, 'rejected' as const].map((status) => ({
    status,
    disabled: statusChangeRefusal(current, status, false) !== null,
  }));
}
