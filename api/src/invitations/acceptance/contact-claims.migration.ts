import type { SqlMigration } from '@referrals/projections';

/**
 * Who owns each contact brought to an operator, and until when. Written in the submission's
 * transaction; the primary key makes two submissions of one contact at the same moment resolve
 * to one owner. The ProspectSubmitted events (which carry the key and the date) remain the record.
 */
export const contactClaimsMigration: SqlMigration = {
  name: 'ContactClaims',
  timestamp: 1764300000000,
  up: `
CREATE TABLE contact_claims (
  operator_id uuid NOT NULL,
  contact_key text NOT NULL,
  prospect_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  claimed_at timestamptz NOT NULL,
  protected_until timestamptz NOT NULL,
  PRIMARY KEY (operator_id, contact_key)
);`,
  down: `DROP TABLE contact_claims;`,
};
