import { PROSPECT_STATUSES, type PipelineFunnel, type ProspectStatus } from '@referrals/contracts';

/** Statuses of a prospect still moving: neither rejected nor past the meeting. */
export const ACTIVE_STATUSES: readonly ProspectStatus[] = [
  'submitted',
  'under_review',
  'approved',
  'intro_made',
  'meeting_scheduled',
];

/** Statuses of a prospect whose meeting happened. */
export const MEETING_HELD_STATUSES: readonly ProspectStatus[] = ['meeting_held', 'review_completed'];

/** Statuses at or after the introduction. */
export const INTRODUCED_STATUSES: readonly ProspectStatus[] = PROSPECT_STATUSES.slice(
  PROSPECT_STATUSES.indexOf('intro_made'),
);

/** Statuses of a prospect the operator approved (it may have moved on since). */
export const REACHED_APPROVAL: readonly ProspectStatus[] = PROSPECT_STATUSES.slice(
  PROSPECT_STATUSES.indexOf('approved'),
);

const EVERY_STATUS: readonly ProspectStatus[] = [...PROSPECT_STATUSES, 'rejected'];

/** The count at every status, zero where no prospect stands, from Postgres' grouped counts. */
export function pipelineFunnel(counts: readonly { status: ProspectStatus; count: number }[]): PipelineFunnel {
  const funnel = Object.fromEntries(EVERY_STATUS.map((status) => [status, 0])) as PipelineFunnel;
  for (const { status, count } of counts) funnel[status] += count;
  return funnel;
}

/** How many prospects stand at any of these statuses. */
export function countAt(funnel: PipelineFunnel, statuses: readonly ProspectStatus[]): number {
  return statuses.reduce((total, status) => total + funnel[status], 0);
}
