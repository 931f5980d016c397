import { BOUNTY_KIND_LABELS, type BountyKind } from '../bounties/bounty-ledger.js';
import { PROSPECT_STATUS_LABELS, type ProspectStatus } from './prospect-status.js';

/**
 * Rejection reasons and status corrections (issue 24): a rejection says why, and a mistaken status
 * change is corrected by a recorded fact, never by rewriting the history.
 */

/** The reasons an operator picks from when rejecting; free text may replace or follow them. */
export const REJECTION_REASON_TEMPLATES = [
  'Not a fit for our product',
  'Already a customer or in talks',
  'Contact details incomplete',
  'Outside our target market',
] as const;

export const REJECTION_REASON_MAX_LENGTH = 500;
export const CORRECTION_REASON_MAX_LENGTH = 500;

/** How long after a status change the operator may undo it without stating a reason. */
export const STATUS_UNDO_WINDOW_SECONDS = 60;

export const STATUS_CORRECTION_MESSAGES = {
  rejectionReasonTooLong: `The rejection reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters.`,
  rejectionReasonRequired: 'Please choose or write a reason for the rejection.',
  correctionReasonTooLong: `The correction reason must be at most ${CORRECTION_REASON_MAX_LENGTH} characters.`,
  fromInvalid: 'from must be the status being corrected (the prospect’s current status).',
} as const;

/** Why a correction is refused; null when it may go ahead. */
export type StatusCorrectionRefusal =
  'nothing_to_correct' | 'changed_since' | 'reason_required' | 'bounty_settled' | 'deal_won' | 'dispute_open';

/** What the decider knows when it judges a correction. */
export interface CorrectionCase {
  current: ProspectStatus;
  /** The status the caller means to correct (what they saw as current). */
  expected: ProspectStatus;
  /** The last status change, if it can still be corrected. */
  lastChange: { from: ProspectStatus; to: ProspectStatus; at: string } | null;
  now: Date;
  hasReason: boolean;
}

export function isWithinUndoWindow(changedAt: string, now: Date): boolean {
  return now.getTime() - new Date(changedAt).getTime() <= STATUS_UNDO_WINDOW_SECONDS * 1000;
}

/**
 * Only the last status change can be corrected, and only once (a correction is not itself corrected:
 * the operator moves the prospect forward again instead). Within the undo window no reason is needed;
 * later, one is.
 */
export function statusCorrectionRefusal(correction: CorrectionCase): StatusCorrectionRefusal | null {
  const { current, expected, lastChange } = correction;
  if (current !== expected) return 'changed_since';
  if (lastChange === null || lastChange.to !== current) return 'nothing_to_correct';
  if (!correction.hasReason && !isWithinUndoWindow(lastChange.at, correction.now)) return 'reason_required';
  return null;
}

export function statusCorrectionRefusalMessage(
  refusal: StatusCorrectionRefusal,
  current: ProspectStatus,
  bounty?: BountyKind,
): string {
  const label = PROSPECT_STATUS_LABELS[current];
  switch (refusal) {
    case 'changed_since':
      return `This prospect is now ${label}; its status changed since you looked. Refresh and try again.`;
    case 'nothing_to_correct':
      return `There is no status change to correct: ${label} was not reached by a status change, or was corrected already.`;
    case 'reason_required':
      return `The ${STATUS_UNDO_WINDOW_SECONDS}-second undo window has passed; please give a reason for the correction.`;
    case 'bounty_settled':
      return `The ${BOUNTY_KIND_LABELS[bounty ?? 'intro'].toLowerCase()} this step earned is already approved or paid; open a dispute to correct it instead.`;
    case 'deal_won':
      return 'A won deal is recorded on this prospect; its meeting can no longer be corrected.';
    case 'dispute_open':
      return `A dispute about the ${BOUNTY_KIND_LABELS[bounty ?? 'intro'].toLowerCase()} this step earned is open; it must be resolved first.`;
  }
}

/** "Rejected: Not a fit for our product", or "Rejected" when no reason was recorded. */
export function rejectionNote(reason: string | null | undefined): string {
  return reason ? `Rejected: ${reason}` : 'Rejected';
}

/** "Status corrected from Meeting Held back to Meeting Scheduled: wrong contact." */
export function correctionNote(from: ProspectStatus, to: ProspectStatus, reason: string | null): string {
  const moved = `from ${PROSPECT_STATUS_LABELS[from]} back to ${PROSPECT_STATUS_LABELS[to]}`;
  return reason ? `${moved}: ${reason}` : moved;
}
