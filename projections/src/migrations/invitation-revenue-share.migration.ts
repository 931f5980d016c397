import type { SqlMigration } from './sql-migration.js';

/**
 * An invitation states its revenue share (ADR 0022). Invitations created before name none (null):
 * for them the operator profile's percent applies, read beside the row. Frozen terms keep the months
 * the share runs for; fixings written before name none: 12.
 */
export const invitationRevenueShareMigration: SqlMigration = {
  name: 'InvitationRevenueShare',
  timestamp: 1764900000000,
  up: `
ALTER TABLE invitations ADD COLUMN revenue_share_percent numeric(5,2);
ALTER TABLE invitations ADD COLUMN revenue_share_months int;
ALTER TABLE bounty_terms ADD COLUMN revenue_share_months int NOT NULL DEFAULT 12;`,
  down: `
ALTER TABLE bounty_terms DROP COLUMN revenue_share_months;
ALTER TABLE invitations DROP COLUMN revenue_share_months;
ALTER TABLE invitations DROP COLUMN revenue_share_percent;`,
};
