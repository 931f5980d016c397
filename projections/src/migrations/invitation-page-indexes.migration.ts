import type { SqlMigration } from './sql-migration.js';

/**
 * The operator's invitation list in pages is ordered by each invitation's activity score, counted from
 * its prospects' statuses and ages: this index answers those counts for one operator from the index
 * alone (20,000 prospects: a few hundred index pages instead of a heap page per prospect). It leads
 * with operator_id, so it also serves every lookup `prospects_operator` served, which it replaces.
 */
export const invitationPageIndexesMigration: SqlMigration = {
  name: 'InvitationPageIndexes',
  timestamp: 1765300000000,
  up: `
CREATE INDEX prospects_operator_activity ON prospects (operator_id, invitation_id) INCLUDE (status, created_at);
DROP INDEX prospects_operator;`,
  down: `
CREATE INDEX prospects_operator ON prospects (operator_id);
DROP INDEX prospects_operator_activity;`,
};
