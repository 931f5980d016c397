import type { SalesOperatorJoinedWaitlistData } from '@referrals/contracts';

/** What can be asked of a waitlist entry, the facts a decision needs, and why one is refused. */

export type WaitlistEntryCommand = {
  type: 'JoinWaitlist';
  /** The visitor's details as the list keeps them (contracts' `waitlistEntry`): trimmed, the email normalised. */
  entry: SalesOperatorJoinedWaitlistData;
};

/** What the handler learns inside its transaction. */
export interface WaitlistEntryFacts {
  /** Whether this entry got the email's claim (`waitlist_claims`); false when another entry holds it. */
  emailClaimed: boolean;
}

export type WaitlistRefusalCode = 'waitlist_entry_exists';
