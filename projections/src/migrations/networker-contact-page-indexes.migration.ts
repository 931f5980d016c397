import type { SqlMigration } from './sql-migration.js';

/**
 * A networker's contacts in pages are ordered by (updated_at DESC, id) and read from a cursor on: with
 * id in the index, a page is the next rows of one index range (500 contacts: a page reads its 21 rows,
 * not all 500 to sort them). It leads like `prospects_networker`, so it serves every lookup that one
 * served (the full list, now without a sort), and replaces it.
 */
export const networkerContactPageIndexesMigration: SqlMigration = {
  name: 'NetworkerContactPageIndexes',
  timestamp: 1765400000000,
  up: `
CREATE INDEX prospects_networker_order ON prospects (networker_user_id, updated_at DESC, id);
DROP INDEX prospects_networker;`,
  down: `
CREATE INDEX prospects_networker ON prospects (networker_user_id, updated_at DESC);
DROP INDEX prospects_networker_order;`,
};
