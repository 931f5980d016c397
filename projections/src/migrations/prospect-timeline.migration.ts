import type { SqlMigration } from './sql-migration.js';

/**
 * Each prospect's history in the pipeline: one row per event that moved it (entered as submitted,
 * a status change or a noted update), keyed by the event's id so a replayed event adds nothing.
 * Rows are ordered by the event's revision in the prospect's stream.
 */
export const prospectTimelineMigration: SqlMigration = {
  name: 'ProspectTimeline',
  timestamp: 1764300000100,
  up: `
CREATE TABLE prospect_status_updates (
  event_id text PRIMARY KEY,
  prospect_id uuid NOT NULL,
  stream_revision bigint NOT NULL,
  status text NOT NULL,
  notes text,
  recorded_at timestamptz NOT NULL,
  updated_by uuid
);
CREATE INDEX prospect_status_updates_prospect ON prospect_status_updates (prospect_id, stream_revision);`,
  down: `DROP TABLE prospect_status_updates;`,
};
