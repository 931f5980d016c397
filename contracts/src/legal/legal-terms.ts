import { PAYOUT_BUSINESS_DAYS } from '../bounties/bounty-ledger.js';

/**
 * The numbers the legal documents promise (spec section 9). Payout periods are the ledger's own
 * constants, so the terms and the due dates the ledger shows cannot disagree; the rest are promises
 * the product does not compute (yet) and live only here.
 */
export const LEGAL_TERMS = {
  effectiveDate: 'January 1, 2025',
  /** The intro bounty is paid within this many business days after the prospect responds. */
  introPayoutBusinessDays: PAYOUT_BUSINESS_DAYS.intro,
  /** A prospect must respond to an introduction within this many business days for it to count. */
  prospectResponseBusinessDays: 10,
  /** The meeting bounty is payable within this many business days after the meeting. */
  meetingPayoutBusinessDays: PAYOUT_BUSINESS_DAYS.meeting,
  /** The win bounty is paid within this many business days after the customer's launch. */
  winPayoutBusinessDays: PAYOUT_BUSINESS_DAYS.win,
  /** An operator who cancels or misses a meeting with less notice than this still owes the meeting bounty. */
  noShowNoticeHours: 24,
  /** A charge can be disputed within this many days of it. */
  billingDisputeDays: 30,
} as const;

/** Where legal notices and privacy requests go (the terms, the privacy policy, California requests). */
export const LEGAL_CONTACT_EMAIL = 'legal@bold.test';
