import type { SqlMigration } from './sql-migration.js';

/**
 * What the networker reads beside a contact's status (issue 24): why the operator rejected it, and
 * the operator's last correction of its status (from, to, reason, when), cleared by the next change.
 * Older rejections have no reason: the columns start empty and no rebuild is needed.
 */
export const prospectStatusNotesMigration: SqlMigration = {
  name: 'ProspectStatusNotes',
  timestamp: 1764960000000,
  up: `
ALTER TABLE prospects ADD COLUMN rejection_reason text;
ALTER TABLE prospects ADD COLUMN status_correction jsonb;`,
  down: `
ALTER TABLE prospects DROP COLUMN status_correction;
ALTER TABLE prospects DROP COLUMN rejection_reason;`,
};
