import { BOUNTY_KINDS, type BountyKind, type DisputableEntry } from '@referrals/contracts';
import type { ProspectPipelineState } from '../pipeline/prospect-pipeline-state.js';

/**
 * The prospect's ledger entries a dispute can be about: the earned ones, and those the frozen terms
 * still promise (intro, meeting, win) on a prospect still in the line: "the meeting was held but never
 * marked" is a dispute about the meeting bounty before it is earned. The revenue share exists once earned.
 */
export function disputableEntries(
  state: ProspectPipelineState,
): Partial<Record<BountyKind, DisputableEntry>> {
  const promised: Partial<Record<BountyKind, number | null>> = state.terms
    ? { intro: state.terms.introCents, meeting: state.terms.meetingCents, win: state.terms.winCents }
    : {};
  const entries: Partial<Record<BountyKind, DisputableEntry>> = {};
  for (const kind of BOUNTY_KINDS) {
    const entry = state.ledger[kind];
    const promise = promised[kind];
    if (entry) entries[kind] = { ...entry };
    else if (promise && promise > 0 && state.status !== 'rejected')
      entries[kind] = { state: 'upcoming', amountCents: promise, paidCents: 0, paidAt: null };
  }
  return entries;
}

/** True while a dispute about this entry awaits its resolution. */
export function hasOpenDispute(state: ProspectPipelineState, kind: BountyKind): boolean {
  return Object.values(state.disputes).some(
    (dispute) => dispute.kind === kind && dispute.status !== 'resolved',
  );
}
