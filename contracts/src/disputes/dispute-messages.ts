import { LEGAL_TERMS } from '../legal/legal-terms.js';
import {
  DISPUTE_LINK_MAX_LENGTH,
  DISPUTE_MAX_LINKS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX_LENGTH,
  type DisputeOpenRefusal,
  type DisputeStepRefusal,
} from './dispute-rules.js';

export const DISPUTE_MESSAGES = {
  kindInvalid: 'kind must be one of: intro, meeting, win, revenue_share',
  reasonInvalid: `reason must be one of: ${DISPUTE_REASONS.join(', ')}`,
  evidenceRequired: 'Please describe what happened',
  responseRequired: 'Please write your response',
  noteRequired: 'Please write a note explaining the decision',
  textTooLong: `Please keep it to ${DISPUTE_TEXT_MAX_LENGTH} characters`,
  linksInvalid: `links must be at most ${DISPUTE_MAX_LINKS} http(s) addresses of up to ${DISPUTE_LINK_MAX_LENGTH} characters`,
  outcomeInvalid: `outcome must be one of: ${DISPUTE_OUTCOMES.join(', ')}`,
  amountRequired: 'Enter the corrected amount for an adjusted outcome, more than $0',
  amountOnlyWhenAdjusted: 'Only an adjusted outcome takes an amount',
  notFound: 'Dispute not found',
  prospectNotFound: 'Prospect not found',
  notAParty: 'Only the operator and the networker of this prospect, or an auditor, may read its disputes.',
  filterInvalid: 'status must be one of: open, resolved, all',
  opened: 'Dispute opened. The other side has been notified.',
  responded: 'Response sent. An auditor will review the dispute.',
  resolved: 'Dispute resolved. Both sides have been notified.',
} as const;

const OPEN_REFUSALS: Record<DisputeOpenRefusal, string> = {
  no_entry: 'This prospect has no such ledger entry to dispute.',
  already_open: 'A dispute about this ledger entry is already open.',
  window_closed: `A paid bounty can be disputed within ${LEGAL_TERMS.billingDisputeDays} days of its payment; this window has closed.`,
};

const STEP_REFUSALS: Record<DisputeStepRefusal, string> = {
  own_dispute: 'The other side responds to a dispute, not the side that opened it.',
  already_responded: 'This dispute already has a response.',
  already_resolved: 'This dispute is already resolved.',
};

export const disputeOpenRefusalMessage = (refusal: DisputeOpenRefusal) => OPEN_REFUSALS[refusal];
export const disputeStepRefusalMessage = (refusal: DisputeStepRefusal) => STEP_REFUSALS[refusal];
