import type { SqlMigration } from '@referrals/projections';

/**
 * One row per email on the sales-operator waitlist, written in the join's transaction with the
 * outbox fact: the primary key makes two joins with one address (also at the same moment) store one
 * entry. The SalesOperatorJoinedWaitlist events remain the record; this is their guard.
 */
export const waitlistClaimsMigration: SqlMigration = {
  name: 'WaitlistClaims',
  timestamp: 1764500000700,
  up: `
CREATE TABLE waitlist_claims (
  email text PRIMARY KEY,
  entry_id uuid NOT NULL,
  claimed_at timestamptz NOT NULL
);`,
  down: `DROP TABLE waitlist_claims;`,
};
