import type { SqlMigration } from './sql-migration.js';

/**
 * Two lists of prospects read in pages, each ordered by a time then id and read from a cursor on: with id
 * in the index, a page is the next rows of one index range, not every row sorted.
 * - An invitation's prospects, oldest first: `prospects_invitation_order` leads like `prospects_invitation`,
 *   so it serves every lookup that one served (the full list, now without a sort), and replaces it.
 * - The operator's pipeline on Prospect Status, latest change first: only the rows that list shows (a
 *   networker's, with a status), so recommendations still waiting for an answer take no room in it.
 */
export const prospectPageIndexesMigration: SqlMigration = {
  name: 'ProspectPageIndexes',
  timestamp: 1765500000300,
  up: `
CREATE INDEX prospects_invitation_order ON prospects (invitation_id, created_at, id);
DROP INDEX prospects_invitation;
CREATE INDEX prospects_operator_pipeline ON prospects (operator_id, updated_at DESC, id)
  WHERE networker_user_id IS NOT NULL AND status IS NOT NULL;`,
  down: `
DROP INDEX prospects_operator_pipeline;
CREATE INDEX prospects_invitation ON prospects (invitation_id, created_at);
DROP INDEX prospects_invitation_order;`,
};
