import type { SqlMigration } from './sql-migration.js';

/**
 * An auditor's dispute resolution can correct an entry's amount after part of it was paid, so the
 * ledger keeps what was paid apart from what the entry is worth, and the amount before the correction.
 */
export const bountyAdjustmentsMigration: SqlMigration = {
  name: 'BountyAdjustments',
  timestamp: 1764600000000,
  up: `
ALTER TABLE bounty_ledger ADD COLUMN paid_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE bounty_ledger ADD COLUMN adjusted_from_cents bigint;
UPDATE bounty_ledger SET paid_cents = amount_cents WHERE state = 'paid';`,
  down: `
ALTER TABLE bounty_ledger DROP COLUMN adjusted_from_cents;
ALTER TABLE bounty_ledger DROP COLUMN paid_cents;`,
};
