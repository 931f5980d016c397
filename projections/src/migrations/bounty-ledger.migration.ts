import type { SqlMigration } from './sql-migration.js';

/**
 * The bounty ledger: the terms each prospect was approved on, and one row per earned amount
 * (intro, meeting, win, revenue share) with where it stands. Submitted contacts also show until
 * when they are their networker's.
 */
export const bountyLedgerMigration: SqlMigration = {
  name: 'BountyLedger',
  timestamp: 1764300000100,
  up: `
ALTER TABLE prospects ADD COLUMN protected_until timestamptz;
CREATE TABLE bounty_terms (
  prospect_id uuid PRIMARY KEY,
  invitation_id uuid NOT NULL,
  operator_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  intro_cents bigint,
  meeting_cents bigint,
  win_cents bigint,
  revenue_share_percent numeric(5, 2) NOT NULL,
  fixed_at timestamptz NOT NULL,
  deal_value_cents bigint,
  won_at timestamptz
);
CREATE TABLE bounty_ledger (
  prospect_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('intro', 'meeting', 'win', 'revenue_share')),
  invitation_id uuid NOT NULL,
  operator_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  amount_cents bigint NOT NULL,
  state text NOT NULL CHECK (state IN ('earned', 'approved', 'paid')),
  earned_at timestamptz NOT NULL,
  approved_at timestamptz,
  paid_at timestamptz,
  payment_method text,
  payment_reference text,
  PRIMARY KEY (prospect_id, kind)
);
CREATE INDEX bounty_ledger_networker ON bounty_ledger (networker_user_id, earned_at DESC);
CREATE INDEX bounty_ledger_operator ON bounty_ledger (operator_id, earned_at DESC);
CREATE INDEX bounty_terms_networker ON bounty_terms (networker_user_id);
CREATE INDEX bounty_terms_operator ON bounty_terms (operator_id);`,
  down: `DROP TABLE bounty_ledger; DROP TABLE bounty_terms; ALTER TABLE prospects DROP COLUMN protected_until;`,
};
