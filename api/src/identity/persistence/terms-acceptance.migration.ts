import type { SqlMigration } from '@referrals/projections';

/** When the account's holder accepted the terms and conditions (null: never asked, e.g. operators). */
export const termsAcceptanceMigration: SqlMigration = {
  name: 'TermsAcceptance',
  timestamp: 1764860000000,
  up: `ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;`,
  down: `ALTER TABLE users DROP COLUMN terms_accepted_at;`,
};
