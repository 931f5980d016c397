import { groupThousands } from '../digits.js';
import { PAYOUT_METHODS } from './bounty-ledger.js';
import type { BountyStepRefusal, WonDealRefusal } from './bounty-ledger.js';

export const PAYMENT_REFERENCE_MAX_LENGTH = 200;
/** The largest deal value accepted, in dollars: beyond it a typo is likelier than a deal. */
export const DEAL_VALUE_MAX = 1_000_000_000;

export const BOUNTY_MESSAGES = {
  kindInvalid: 'kind must be one of: intro, meeting, win, revenue_share.',
  methodInvalid: `method must be one of: ${PAYOUT_METHODS.join(', ')}.`,
  referenceRequired: 'Please enter the payment reference (transaction or confirmation number).',
  referenceTooLong: `The payment reference must be ${PAYMENT_REFERENCE_MAX_LENGTH} characters or fewer.`,
  dealValueInvalid: `dealValue must be an amount greater than 0 and at most ${groupThousands(String(DEAL_VALUE_MAX))}, with at most 2 decimals.`,
  approvedTitle: 'Bounty approved',
  paidTitle: 'Payment recorded',
  dealWonTitle: 'Won deal recorded',
  failedTitle: 'Update Failed',
} as const;

const STEP_REFUSALS: Record<BountyStepRefusal, string> = {
  not_earned: 'This bounty has not been earned yet.',
  already_approved: 'This bounty is already approved.',
  not_approved: 'Approve this bounty before recording its payment.',
  already_paid: 'This bounty is already paid.',
};

const DEAL_REFUSALS: Record<WonDealRefusal, string> = {
  meeting_not_held: 'A won deal can be recorded once the meeting has been held.',
  already_won: 'A won deal is already recorded for this prospect.',
};

export const bountyStepRefusalMessage = (refusal: BountyStepRefusal): string => STEP_REFUSALS[refusal];
export const wonDealRefusalMessage = (refusal: WonDealRefusal): string => DEAL_REFUSALS[refusal];
