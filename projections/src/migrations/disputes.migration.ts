import type { SqlMigration } from './sql-migration.js';

/**
 * Disputes over ledger entries, one row each, for the auditors' queue and each party's list. The
 * prospect's stream holds the whole story; this row keeps what a list shows. Names join at read time.
 */
export const disputesMigration: SqlMigration = {
  name: 'Disputes',
  timestamp: 1764600000100,
  up: `
CREATE TABLE disputes (
  id uuid PRIMARY KEY,
  prospect_id uuid NOT NULL,
  kind text NOT NULL,
  invitation_id uuid NOT NULL,
  operator_id uuid NOT NULL,
  networker_user_id uuid NOT NULL,
  reason text NOT NULL,
  opened_by text NOT NULL CHECK (opened_by IN ('operator', 'networker')),
  amount_cents bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'responded', 'resolved')),
  outcome text,
  opened_at timestamptz NOT NULL,
  resolved_at timestamptz
);
CREATE INDEX disputes_unresolved ON disputes (opened_at) WHERE status <> 'resolved';
CREATE INDEX disputes_operator ON disputes (operator_id, opened_at DESC);
CREATE INDEX disputes_networker ON disputes (networker_user_id, opened_at DESC);`,
  down: `DROP TABLE disputes;`,
};
