import { PROSPECT_STATUS_LABELS, PROSPECT_STATUSES, type ProspectStatus } from '@referrals/contracts';

export interface TimelineStep {
  status: ProspectStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'rejected';
}

const REJECTION_POINT = PROSPECT_STATUSES.indexOf('under_review');

/**
 * A contact's steps through the pipeline: the ones passed, the current one, those still ahead.
 * A rejected contact stops after review; later steps are not shown (spec section 4).
 */
export function contactTimeline(status: ProspectStatus): TimelineStep[] {
  const step = (each: ProspectStatus, state: TimelineStep['state']): TimelineStep => ({
    status: each,
    label: PROSPECT_STATUS_LABELS[each],
    state,
  });
  if (status === 'rejected') {
    return [
      ...PROSPECT_STATUSES.slice(0, REJECTION_POINT + 1).map((each) => step(each, 'done')),
      step('rejected', 'rejected'),
    ];
  }
  const at = PROSPECT_STATUSES.indexOf(status);
  return PROSPECT_STATUSES.map((each, index) =>
    step(each, index < at ? 'done' : index === at ? 'current' : 'upcoming'),
  );
}
