export const WAITLIST_EVENT_TYPES = {
  salesOperatorJoinedWaitlist: 'SalesOperatorJoinedWaitlist',
} as const;

/** One stream per waitlist entry: a visitor without an account, so no other stream is theirs. */
export const waitlistStream = (entryId: string): string => `waitlist-${entryId}`;

/** A sales operator asked to be told when they can join (the landing page's waitlist modal). */
export interface SalesOperatorJoinedWaitlistData {
  entryId: string;
  /** Trimmed. */
  fullName: string;
  /** Trimmed and lower-cased: the form a second join with the same address is recognised by. */
  email: string;
  /** Trimmed, with its http(s) scheme. */
  linkedinUrl: string;
  /** Trimmed; null when left out. */
  phone: string | null;
}
