import type { SqlMigration } from './sql-migration.js';

/**
 * Whom a user's new networker profile renames on screen: the operators whose Prospect Status names them,
 * as the author of timeline steps or as a networker registered on an invitation. Both lookups go by user,
 * which neither table's other indexes lead with.
 */
export const stepAuthorIndexesMigration: SqlMigration = {
  name: 'StepAuthorIndexes',
  timestamp: 1765550000000,
  up: `
CREATE INDEX prospect_status_updates_author ON prospect_status_updates (updated_by);
CREATE INDEX invitation_registrations_networker ON invitation_registrations (networker_user_id);`,
  down: `
DROP INDEX invitation_registrations_networker;
DROP INDEX prospect_status_updates_author;`,
};
